import { foldText } from '../retrieval/fold.ts';
import type { Language } from '../types.ts';
import type { ComposedAnswer } from './compose-answer.ts';
import { withNotice } from './notice.ts';
import { hasDomainTerm } from './scope.ts';

export type SmallTalk = 'greeting' | 'thanks' | 'capabilities' | 'farewell';

// Each phrase as the whole of a message or one of its parts ('Hola, buenas tardes', 'ok, gracias'), folded.
const PHRASES: Array<[SmallTalk, RegExp]> = [
  [
    'capabilities',
    /^(que (puedes|sabes) hacer|que haces|en que (me )?(puedes|podrias) ayudar(me)?|como me (puedes|podrias) ayudar|para que (sirves|vales)|quien eres|que eres|como funcionas|que tipo de (preguntas|cosas) (puedes responder|respondes|sabes)|ayuda|what can you do|what do you do|how can you help( me)?|what can you help( me)? with|who are you|what are you|how do you work|what kind of questions can you answer|help)$/,
  ],
  ['greeting', /^(hola|buenas( tardes| noches)?|buenos dias|hey|hi|hello|good (morning|afternoon|evening)|saludos|que tal|como estas|how are you)$/],
  ['thanks', /^(((muchas|mil) )?gracias( por (todo|la ayuda|tu ayuda))?|thanks( a lot| so much)?|thank you( (very|so) much)?( for (your|the) help)?|cheers|te lo agradezco)$/],
  ['farewell', /^(adios|hasta luego|hasta pronto|nos vemos|bye|goodbye|see you)$/],
];
// Small talk followed by more words in the same part ('hi there', 'gracias por todo, de verdad').
const OPENINGS: Array<[SmallTalk, RegExp]> = [
  ['thanks', /^((muchas|mil) )?gracias\b|^thank(s| you)\b/],
  ['greeting', /^(hola|hi|hello|hey|buenas|buenos dias|good (morning|afternoon|evening))\b(?! (el|la|los|las|un|una|mi|my|the|a|an|i|quiero|tengo|necesito)\b)/],
];
const REMARK_MAX_WORDS = 6;

/** A short remark that asks nothing: no question mark, few words, none of the field ('tengo un piso alquilado'). */
function isRemark(part: string, message: string): boolean {
  return !/[?¿]/.test(message) && part.split(' ').length <= REMARK_MAX_WORDS && !hasDomainTerm(part, 'es') && !hasDomainTerm(part, 'en');
}

// Words that may go with small talk without asking anything ('ok, gracias, perfecto', 'hola MIKE').
const FILLER = /^(ok|okay|vale|genial|perfecto|estupendo|great|perfect|nice|mike|por favor|please|de nuevo|again|entendido|claro|si|yes|muy bien|well)$/;

/**
 * The small talk a message is made of ('Hola', '¡Muchas gracias!', '¿Qué puedes hacer?'), or undefined when it
 * asks anything else ('Hola, ¿qué fianza hay que pagar?' is a question). The strongest kind wins.
 */
export function detectSmallTalk(message: string): SmallTalk | undefined {
  const parts = foldText(message)
    .split(/[^a-z0-9 ]+/)
    .map((part) => part.replace(/\bmike\b/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const kinds = new Set<SmallTalk>();
  for (const [i, part] of parts.entries()) {
    const kind = PHRASES.find(([, pattern]) => pattern.test(part))?.[0] ?? OPENINGS.find(([, pattern]) => pattern.test(part))?.[0];
    if (kind) kinds.add(kind);
    // After thanks or a greeting, a short remark that asks nothing ('me has ayudado mucho', 'that was useful').
    else if (!FILLER.test(part) && !(i > 0 && kinds.size > 0 && isRemark(part, message))) return undefined;
  }
  return PHRASES.map(([kind]) => kind).find((kind) => kinds.has(kind));
}

const EXAMPLES: Record<Language, string[]> = {
  SPANISH: [
    'Alquilo un piso por 900 € al mes: ¿cuánta fianza puedo pedir?',
    '¿Cuánto ITP pago por un piso de segunda mano de 250.000 € en Valencia?',
    '¿Qué mayoría hace falta en la junta para instalar un ascensor?',
    'Redacta un contrato de arras penitenciales',
  ],
  ENGLISH: [
    'I rent out a flat for €900 a month: how much deposit can I ask for?',
    'How much ITP do I pay on a €250,000 resale flat in Valencia?',
    'What majority does the owners’ meeting need to install a lift?',
    'Draft a penitential arras contract',
  ],
};

const FIELD: Record<Language, string> = {
  SPANISH: 'Puedo ayudarte con alquileres, compraventa, hipotecas, comunidades de propietarios e impuestos de la vivienda, con cálculos con tus cifras y con documentos.',
  ENGLISH: 'I can help you with leases, sales, mortgages, communities of owners and property taxes, with calculations on your figures and with documents.',
};

const TEXTS: Record<SmallTalk, Record<Language, string>> = {
  greeting: {
    SPANISH: `¡Hola! Soy MIKE, tu asistente de derecho inmobiliario español. ${FIELD.SPANISH}`,
    ENGLISH: `Hello! I am MIKE, your assistant on Spanish real-estate law. ${FIELD.ENGLISH}`,
  },
  thanks: {
    SPANISH: `¡De nada, un placer! Si te surge otra duda, aquí estoy. ${FIELD.SPANISH}`,
    ENGLISH: `You're welcome, glad to help! If anything else comes up, I am here. ${FIELD.ENGLISH}`,
  },
  farewell: {
    SPANISH: `¡Hasta pronto! Cuando lo necesites, aquí estaré. ${FIELD.SPANISH}`,
    ENGLISH: `Goodbye! I am here whenever you need me. ${FIELD.ENGLISH}`,
  },
  capabilities: {
    SPANISH:
      'Puedo ayudarte con dudas de derecho inmobiliario español, citando la ley: alquileres, compraventa, hipotecas, comunidades de propietarios e impuestos de la vivienda. También hago cálculos con tus cifras (fianza, ITP, plusvalía, actualización de la renta, plazos) y redacto documentos (contratos de alquiler, arras, burofax, convocatorias).',
    ENGLISH:
      'I can help you with questions on Spanish real-estate law, citing the law: leases, sales, mortgages, communities of owners and property taxes. I also calculate with your figures (deposit, ITP, plusvalía, rent updates, deadlines) and draft documents (leases, arras contracts, payment demands, meeting notices).',
  },
};

const TRY: Record<Language, string> = { SPANISH: 'Puedes preguntarme, por ejemplo:', ENGLISH: 'You can ask me, for example:' };

function render(kind: SmallTalk, language: Language): string {
  const examples = EXAMPLES[language].map((example) => `- ${example}`).join('\n');
  return withNotice(`${TEXTS[kind][language]}\n\n${TRY[language]}\n${examples}`, language);
}

/** A short, friendly reply with examples of what MIKE answers; no citations. */
export function composeSmallTalk(kind: SmallTalk, language: Language): ComposedAnswer {
  const answer: ComposedAnswer = { text: render(kind, language), citations: [], relatedQuestions: EXAMPLES[language].slice(0, 3), grounded: false };
  if (language === 'SPANISH') answer.englishText = render(kind, 'ENGLISH');
  return answer;
}
