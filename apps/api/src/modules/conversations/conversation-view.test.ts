import { describe, expect, it } from 'vitest';
import { titleFromQuestion, toMessage } from './conversation-view.ts';
import type { MessageRow } from './conversations.repository.ts';

const verified = { label: 'Art. 36.1 LAU', lawId: 'BOE-A-1994-26003', article: '36', apartado: '1', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36', versionDate: '2023-05-25' };

function botRow(citations: MessageRow['citations']): MessageRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    seq: 1,
    businessId: '00000000-0000-4000-8000-000000000002',
    conversationId: '00000000-0000-4000-8000-000000000003',
    messageType: 'TEXT',
    sender: 'BOT',
    text: 'La fianza es de una mensualidad.',
    englishText: null,
    documentName: null,
    replyToMessageId: null,
    citations,
    interrupted: false,
    creationDate: new Date('2026-05-01T10:00:00Z'),
  };
}

describe('toMessage', () => {
  it('serves the stored verified citations of a bot message', () => {
    expect(toMessage(botRow([verified])).citations).toEqual([verified]);
  });

  it('leaves out the label-only citations of replies stored before citations were verified', () => {
    const message = toMessage(botRow([{ label: 'Art. 36 LAU', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36' }, verified]));
    expect(message.citations).toEqual([verified]);
    expect(toMessage(botRow([{ label: 'Art. 9 LAU' }])).citations).toBeUndefined();
    expect(toMessage(botRow(null)).citations).toBeUndefined();
  });
});

describe('titleFromQuestion', () => {
  it('keeps a short question as it is, on one line', () => {
    expect(titleFromQuestion('  ¿Cuánto   dura un alquiler?\nGracias')).toBe('¿Cuánto dura un alquiler?');
  });

  it('cuts a long question at a word, with an ellipsis', () => {
    const title = titleFromQuestion('¿Puede el propietario subir la renta del alquiler de vivienda antes de que termine el primer año del contrato?');
    expect(title).toBe('¿Puede el propietario subir la renta del alquiler de…');
    expect([...title].length).toBeLessThanOrEqual(61);
  });

  it('is empty when there is no question yet', () => {
    expect(titleFromQuestion(undefined)).toBe('');
  });
});
