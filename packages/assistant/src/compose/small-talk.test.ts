import { describe, expect, it } from 'vitest';
import { composeSmallTalk, detectSmallTalk } from './small-talk.ts';

describe('detectSmallTalk', () => {
  it.each([
    ['Hola', 'greeting'],
    ['¡Hola!', 'greeting'],
    ['Buenas tardes', 'greeting'],
    ['hola mike', 'greeting'],
    ['Hi', 'greeting'],
    ['Good morning!', 'greeting'],
    ['Gracias', 'thanks'],
    ['¡Muchas gracias!', 'thanks'],
    ['ok, gracias', 'thanks'],
    ['Perfecto, mil gracias por la ayuda', 'thanks'],
    ['Thanks a lot!', 'thanks'],
    ['thank you very much', 'thanks'],
    ['¿Qué puedes hacer?', 'capabilities'],
    ['Hola, ¿qué puedes hacer?', 'capabilities'],
    ['¿En qué me puedes ayudar?', 'capabilities'],
    ['¿Quién eres?', 'capabilities'],
    ['What can you do?', 'capabilities'],
    ['hello, what can you do?', 'capabilities'],
    ['How can you help me?', 'capabilities'],
    ['Adiós', 'farewell'],
  ])('%j is %s', (message, kind) => {
    expect(detectSmallTalk(message)).toBe(kind);
  });

  it.each([
    'Hola, ¿qué fianza hay que pagar?',
    'Gracias. ¿Y cuándo me la devuelven?',
    'Hello, who pays the agent fee on a lease?',
    '¿Qué puedo hacer si el inquilino no paga?',
    'What can I do if my tenant does not pay?',
    '¿Qué puede hacer la comunidad contra un vecino moroso?',
    'ok',
    '',
    'Gracias, ¿y cuándo me devuelven la fianza?',
    'Hola, tengo un piso alquilado en Madrid',
  ])('%j is not small talk', (message) => {
    expect(detectSmallTalk(message)).toBeUndefined();
  });
});

describe('composeSmallTalk', () => {
  it('answers briefly in the conversation language, with examples and no citation', () => {
    const es = composeSmallTalk('greeting', 'SPANISH');
    expect(es.text).toMatch(/^¡Hola! Soy MIKE/);
    expect(es.text).toContain('Puedes preguntarme, por ejemplo:');
    expect(es.citations).toEqual([]);
    expect(es.relatedQuestions.length).toBeGreaterThan(0);
    expect(es.englishText).toMatch(/^Hello!/);
    const en = composeSmallTalk('capabilities', 'ENGLISH');
    expect(en.text).toMatch(/^I can help you with questions on Spanish real-estate law/);
    expect(en.englishText).toBeUndefined();
  });
});
