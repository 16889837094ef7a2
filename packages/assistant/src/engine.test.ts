import { describe, expect, it } from 'vitest';
import { NOTICE } from './compose/notice.ts';
import { createAssistant } from './engine.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { fixtureEntries } from './test-fixtures.ts';
import { loadSharedProvisions } from './test-utils/shared-corpus.ts';
import type { AnswerRequest } from './types.ts';

// The fixture entries beside the whole shared corpus of laws, as the API holds them.
const provisions = loadSharedProvisions();
const engine = createAssistant({ provider: 'local', knowledge: fixtureEntries, provisions });

function ask(question: string, extra: Partial<AnswerRequest> = {}) {
  return engine.answer({ history: [], question, ...extra });
}

describe('local engine', () => {
  it('answers from the best entry and cites it as "Art. 36 LAU"', async () => {
    const answer = await ask('¿Qué fianza hay que pagar al alquilar un piso?');
    expect(answer.language).toBe('SPANISH');
    expect(answer.grounded).toBe(true);
    expect(answer.text).toContain('una mensualidad');
    expect(answer.citations[0]).toEqual({
      label: 'Art. 36 LAU',
      lawId: 'BOE-A-1994-26003',
      article: '36',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      versionDate: '2023-05-25',
    });
    // The citations show as chips: the text does not repeat them in a 'Fuentes' line.
    expect(answer.text).not.toContain('Fuentes');
    expect(answer.englishText).not.toContain('Sources');
  });

  it('ends every answer with the notice line', async () => {
    for (const question of ['¿Qué fianza hay que pagar?', '¿Cuál es la capital de Francia?', 'Redacta un contrato de arras']) {
      const answer = await ask(question);
      expect(answer.text.trimEnd().split('\n').at(-1)).toBe(NOTICE.SPANISH);
    }
  });

  it('streams the text in several pieces that add up to it', async () => {
    const deltas: string[] = [];
    const answer = await ask('¿Qué fianza hay que pagar al alquilar un piso?', { onDelta: (d) => deltas.push(d) });
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe(answer.text);
  });

  it('gives Spanish conversations an English rendering from the English texts', async () => {
    const answer = await ask('¿Qué fianza hay que pagar al alquilar un piso?');
    expect(answer.englishText).toContain('one month of rent');
    expect(answer.englishText?.trimEnd().endsWith(NOTICE.ENGLISH)).toBe(true);
  });

  it('answers English questions in English', async () => {
    const answer = await ask('Who pays the estate agent fee on a lease?');
    expect(answer.language).toBe('ENGLISH');
    expect(answer.text).toContain('landlord');
    expect(answer.citations.map((c) => c.label)).toContain('Art. 20 LAU');
    expect(answer.englishText).toBeUndefined();
  });

  it('offers related questions other than the one asked', async () => {
    const question = '¿Cuánta fianza se paga al alquilar un piso?';
    const answer = await ask(question);
    expect(answer.relatedQuestions.length).toBeGreaterThan(0);
    expect(answer.relatedQuestions).not.toContain(question);
  });

  it('reads a follow-up question with the conversation so far', async () => {
    const answer = await ask('¿Y cuándo me la devuelven?', {
      history: [
        { sender: 'USER', text: '¿Cuánta fianza se paga al alquilar un piso?' },
        { sender: 'BOT', text: 'Una mensualidad de renta.' },
      ],
    });
    expect(answer.text).toContain('Devolución de la fianza');
  });

  it('says plainly that it cannot help outside its field, with no citation', async () => {
    for (const question of ['¿Cuál es la capital de Francia?', '¿Cómo se hace una paella?', 'What is the weather like tomorrow?', '¿Cuál es el mejor banco para invertir en bolsa?']) {
      const answer = await ask(question);
      expect(answer.citations, question).toEqual([]);
      expect(answer.grounded).toBe(false);
      expect(answer.text).toMatch(/no puedo ayudarte|I cannot help/);
    }
  });

  it('gives the safety advice before the legal answer when the question reveals a danger', async () => {
    const answer = await ask('Huele a gas en el piso que tengo alquilado, ¿quién paga la reparación de la instalación?');
    expect(answer.text).toMatch(/^\*\*Primero, la seguridad:\*\*.*112/);
    expect(answer.englishText).toMatch(/^\*\*Safety first:\*\*/);
  });

  it('refuses a request to deceive, then gives what the law allows', async () => {
    const answer = await ask('¿Podemos poner en el contrato una fecha anterior para que dure solo un año?');
    expect(answer.text).toMatch(/^No puedo ayudarte a poner una fecha falsa.*Lo que sí permite la ley:/);
    expect(answer.text.split('Lo que sí permite la ley:')[1]?.trim().length).toBeGreaterThan(40);
  });

  it('streams the lead before the answer, as the saved text has it', async () => {
    let streamed = '';
    const answer = await ask('Hay grietas en el techo y parece que se va a caer; el casero no lo arregla, ¿qué hago con el contrato de alquiler?', {
      onDelta: (delta) => {
        streamed += delta;
      },
    });
    expect(streamed).toBe(answer.text);
    expect(answer.text).toMatch(/^\*\*Primero, la seguridad:\*\*/);
  });

  it('says it does not know a question of its field that neither its entries nor the law answer, naming nearby subjects', async () => {
    const answer = await ask('¿Cuál es la rentabilidad media de un alquiler en Madrid?');
    expect(answer.citations).toEqual([]);
    expect(answer.grounded).toBe(false);
    expect(answer.text).toMatch(/^No lo sé/);
    // Every fixture entry is about letting: each is a nearby subject.
    expect(answer.text).toMatch(/Sí puedo ayudarte con temas cercanos: .*\*\*Duración mínima del alquiler de vivienda\*\*/);
    expect(answer.englishText).toMatch(/I can help with nearby subjects: .*\*\*Minimum term of a residential lease\*\*/);
    expect(answer.relatedQuestions).toContain('¿Cuánto dura como mínimo un contrato de alquiler?');
    expect(answer.text).not.toMatch(/arras|Arras/);
  });

  it('offers the shortest leading question of each area as examples when it cannot answer', async () => {
    const answer = await ask('¿Cuál es la capital de Francia?');
    expect(answer.relatedQuestions).toEqual([
      '¿Cuándo me devuelven la fianza?',
      '¿Qué pasa si me echo atrás tras pagar las arras?',
      '¿Puede la comunidad prohibir los pisos turísticos?',
    ]);
  });

  it('returns a .docx document beside a short text when asked to draft one', async () => {
    const answer = await ask('Redacta un contrato de arras penitenciales entre Juan Pérez y María López');
    expect(answer.documents).toHaveLength(1);
    expect(answer.documents[0]?.fileName).toMatch(/\.docx$/);
    expect(answer.text).toContain('Juan Pérez');
    expect(answer.citations.map((c) => c.label)).toContain('Art. 1454 CC');
  });

  it('answers from given provisions when no entry covers the question', async () => {
    const withLaw = createAssistant({
      provider: 'local',
      knowledge: fixtureEntries,
      provisions: [
        {
          lawId: 'BOE-A-1960-10906',
          law: 'LPH',
          kind: 'article',
          number: 'noveno',
          article: '9',
          heading: 'Obligaciones de cada propietario.',
          text: 'Son obligaciones de cada propietario contribuir al fondo de reserva, que no podrá ser inferior al diez por ciento de su último presupuesto ordinario.',
          apartados: [],
          versionDate: '2013-06-27',
          url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1960-10906#a9',
          path: [],
        },
      ],
    });
    const answer = await withLaw.answer({ history: [], question: '¿Qué porcentaje debe tener el fondo de reserva de la comunidad?' });
    expect(answer.text).toContain('diez por ciento');
    expect(answer.citations.map((c) => c.label)).toEqual(['Art. 9 LPH']);
  });

  describe('answers from the law', () => {
    it('quotes the apartado that answers a Spanish question no entry answers: a one-sentence lead, the text, its version date', async () => {
      const answer = await ask('¿Cuándo se extingue la servidumbre de paso?');
      expect(answer.grounded).toBe(true);
      expect(answer.text).toMatch(/^No tengo una respuesta propia a esto; lo más cercano que encuentro en la ley es el art\. 568 CC/);
      expect(answer.text).toContain('> Si el paso concedido a una finca enclavada deja de ser necesario');
      expect(answer.text).toContain('> — art. 568 CC, redacción vigente a 03/01/2025');
      expect(answer.citations[0]).toEqual({
        label: 'Art. 568 CC',
        lawId: 'BOE-A-1889-4763',
        article: '568',
        url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763#a568',
        versionDate: '2025-01-03',
      });
      expect(answer.text.trimEnd().split('\n').at(-1)).toBe(NOTICE.SPANISH);
      expect(answer.englishText).toMatch(/^I have no answer of my own to this; the closest I find in the law is art\. 568 CC/);
      expect(answer.englishText).toContain('> — art. 568 CC, text in force as of 03/01/2025');
    });

    it('answers an English question from the Spanish text, with an English lead', async () => {
      const answer = await ask('When is an easement extinguished?');
      expect(answer.language).toBe('ENGLISH');
      expect(answer.text).toMatch(/^I have no answer of my own to this; the closest I find in the law is art\. 546 CC/);
      expect(answer.text).toContain('> Las servidumbres se extinguen:');
      expect(answer.text).toContain('text in force as of 03/01/2025');
      expect(answer.citations.map((c) => c.label)).toContain('Art. 546 CC');
      expect(answer.englishText).toBeUndefined();
    });

    it('gives the text of a provision the question names, whole', async () => {
      const answer = await ask('¿Qué dice el artículo 36 de la LAU?');
      expect(answer.text).toMatch(/^Este es el texto del art\. 36 LAU \(Fianza\):/);
      expect(answer.text).toContain('> 1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza');
      expect(answer.text).toContain('> 6. Quedan exceptuadas de la obligación de prestar fianza');
      expect(answer.text).toContain('> — art. 36 LAU, redacción vigente a 25/05/2023');
      expect(answer.citations.map((c) => c.label)).toEqual(['Art. 36 LAU']);
    });

    it('gives only the apartado the question names', async () => {
      const answer = await ask('¿Qué establece el artículo 17.12 de la Ley de Propiedad Horizontal?');
      expect(answer.text).toMatch(/^Este es el texto del art\. 17\.12 LPH/);
      expect(answer.text).toContain('> 12. El acuerdo expreso por el que se apruebe, limite, condicione o prohíba');
      expect(answer.text).not.toContain('> 1. ');
      expect(answer.citations).toEqual([
        expect.objectContaining({ label: 'Art. 17.12 LPH', article: '17', apartado: '12', versionDate: '2026-03-21' }),
      ]);
    });

    it('gives a named provision in English, with an English lead', async () => {
      const answer = await ask('What does additional provision 11 of the LAU say?');
      expect(answer.text).toMatch(/^Here is the text of DA 11ª LAU \(Índice de referencia/);
      expect(answer.text).toContain('> El Instituto Nacional de Estadística definirá');
      expect(answer.text).toContain('> — DA 11ª LAU, text in force as of 25/05/2023');
    });

    it('drops, and logs once, the citation of a source whose provision is not in the legislation', async () => {
      const warnings: string[] = [];
      const broken: KnowledgeEntry[] = fixtureEntries.map((entry) =>
        entry.id === 'fx-fianza' ? { ...entry, sources: [{ law: 'LAU', article: '36' }, { law: 'LAU', article: '99' }] } : entry,
      );
      const withBroken = createAssistant({ provider: 'local', knowledge: broken, provisions, logger: { warn: (message) => warnings.push(message) } });
      for (let i = 0; i < 2; i++) {
        const answer = await withBroken.answer({ history: [], question: '¿Qué fianza hay que pagar al alquilar un piso?' });
        expect(answer.citations.map((c) => c.label)).toEqual(['Art. 36 LAU']);
        expect(answer.text).not.toContain('99');
      }
      expect(warnings).toEqual(['Citation dropped: Art. 99 LAU (cited by fx-fianza) is not in the loaded legislation']);
    });
  });

  it('detects the language of short texts', () => {
    expect(engine.detectLanguage('¿Y la fianza?')).toBe('SPANISH');
    expect(engine.detectLanguage('What about the deposit?')).toBe('ENGLISH');
  });

  describe('calculations with the user\'s figures', () => {
    const clocked = createAssistant({ provider: 'local', knowledge: fixtureEntries, provisions, now: () => new Date(2026, 5, 1) });
    const askClocked = (question: string, extra: Partial<AnswerRequest> = {}) => clocked.answer({ history: [], question, ...extra });

    it('leads a Spanish ITP question with the figure (300.000 × 6 % = 18.000) and cites the TRLITPAJD', async () => {
      const answer = await askClocked('Compro un piso de segunda mano en Madrid por 300.000 €, ¿cuánto ITP pago?');
      expect(answer.language).toBe('SPANISH');
      expect(answer.text.split('\n')[0]).toContain('18.000 €');
      expect(answer.text).toMatch(/Tipo general de ITP en Madrid: 6 %/);
      expect(answer.citations.map((c) => c.label)).toContain('Art. 11.1.a TRLITPAJD');
      expect(answer.text).not.toContain('Fuentes:');
      expect(answer.text.trimEnd().split('\n').at(-1)).toBe(NOTICE.SPANISH);
      expect(answer.englishText?.split('\n')[0]).toContain('€18,000');
      expect(answer.grounded).toBe(true);
    });

    it('answers an English question on a Spanish city in English (400.000 × 10 % = 40.000)', async () => {
      const answer = await askClocked("I'm buying a resale flat in Barcelona for €400,000, how much transfer tax?");
      expect(answer.language).toBe('ENGLISH');
      expect(answer.text.split('\n')[0]).toContain('€40,000');
      expect(answer.text).toContain('Catalonia');
      expect(answer.citations[0]?.label).toBe('Art. 11.1.a TRLITPAJD');
      expect(answer.englishText).toBeUndefined();
    });

    it('computes the deposit from the rent, then gives the stored answer, streamed in order', async () => {
      const deltas: string[] = [];
      const answer = await askClocked('Alquiler de 900 € al mes, ¿cuánta fianza puedo pedir?', { onDelta: (d) => deltas.push(d) });
      expect(answer.text.split('\n')[0]).toBe('**Con una renta de 900 € al mes, la fianza es de 900 € y como garantía adicional puedes pedir como máximo 1.800 € más.**');
      expect(answer.citations[0]).toEqual({
        label: 'Art. 36.1 LAU',
        lawId: 'BOE-A-1994-26003',
        article: '36',
        apartado: '1',
        url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
        versionDate: '2023-05-25',
      });
      // Only the entry that answers the question follows (the deposit's return, a neighbour, does not join).
      expect(answer.citations.map((c) => c.label)).toEqual(['Art. 36.1 LAU', 'Art. 36.5 LAU', 'Art. 36 LAU']);
      expect(deltas.join('')).toBe(answer.text);
      expect(answer.text.trimEnd().split('\n').at(-1)).toBe(NOTICE.SPANISH);
    });

    it('gives the majority for a lift with 20 owners: 11 owners and more than half of the quotas', async () => {
      const answer = await askClocked('Tengo 20 vecinos, ¿qué mayoría hace falta para instalar un ascensor?');
      expect(answer.text.split('\n')[0]).toContain('11 de los 20 propietarios');
      expect(answer.citations.map((c) => c.label)).toContain('Art. 17.2 LPH');
    });

    it('asks for the missing figure and still answers, here from the law', async () => {
      const answer = await askClocked('¿Cuánto ITP se paga en Sevilla?');
      expect(answer.text).toMatch(/^\*\*Si me dices el precio de compra, lo calculo con tus cifras\.\*\*/);
      expect(answer.citations.every((c) => c.lawId === 'BOE-A-1993-25359')).toBe(true);
    });

    it('without the law loaded, asks for the missing figure with the rule and lists its sources as text, citing none', async () => {
      const unloaded = createAssistant({ provider: 'local', knowledge: fixtureEntries, now: () => new Date(2026, 5, 1) });
      const answer = await unloaded.answer({ history: [], question: '¿Cuánto ITP se paga en Sevilla?' });
      expect(answer.text).toMatch(/^\*\*Para calcularlo necesito el precio de compra\.\*\*/);
      expect(answer.text).toContain('Fuentes: Art. 11.1.a TRLITPAJD');
      expect(answer.citations).toEqual([]);
    });

    it('computes deadlines against the injected clock: landlord notice by 3-11-2026', async () => {
      const answer = await askClocked('Contrato firmado el 3 de marzo de 2022 por 1 año, ¿hasta cuándo tengo que avisar para no renovar?');
      expect(answer.text.split('\n')[0]).toContain('3 de noviembre de 2026');
    });

    it('leaves explanations to retrieval', async () => {
      const answer = await askClocked('¿Qué fianza hay que pagar al alquilar un piso?');
      expect(answer.text).not.toMatch(/Para calcularlo|Si me dices/);
    });
  });
});
