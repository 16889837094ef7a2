import { describe, expect, it } from 'vitest';
import { splitAsk } from './split-ask.ts';

describe('splitAsk', () => {
  it('tells the asked sentence from the story told around it', () => {
    expect(splitAsk('Firmé en 2022 por un año. El casero dice que me vaya. ¿Puede echarme?')).toEqual({
      ask: '¿Puede echarme?',
      story: 'Firmé en 2022 por un año. El casero dice que me vaya.',
    });
  });

  it('takes a text that asks in none or all of its sentences as all asked', () => {
    expect(splitAsk('Quiero saber la fianza de un local.').story).toBe('');
    expect(splitAsk('¿Qué fianza? ¿Y cuándo se devuelve?').story).toBe('');
  });
});
