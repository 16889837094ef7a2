import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../test/chat-fixtures.ts';
import { answerAsText } from './answer-as-text.ts';

describe('answerAsText', () => {
  it('drops markdown marks and lists the sources with their BOE address', () => {
    const message = buildMessage({
      sender: 'BOT',
      text: '## Fianza\n\nEs de **una mensualidad** (_art. 36_).\n\n> Obligatoria\n\n- Se deposita en la comunidad autónoma',
      citations: [{ label: 'Art. 36 LAU', lawId: 'BOE-A-1994-26003', article: '36', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36', versionDate: '2023-05-25' }],
    });
    expect(answerAsText(message, 'Fuentes')).toBe(
      'Fianza\n\nEs de una mensualidad (art. 36).\n\nObligatoria\n\n- Se deposita en la comunidad autónoma\n\nFuentes:\n- Art. 36 LAU: https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
    );
  });

  it('is the text alone when there are no sources', () => {
    expect(answerAsText(buildMessage({ sender: 'BOT', text: 'Sí.' }), 'Fuentes')).toBe('Sí.');
  });
});
