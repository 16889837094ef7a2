import { COMMUNITIES } from '../facts/regions.ts';
import type { QuestionFacts } from '../facts/types.ts';
import { foldText } from '../retrieval/fold.ts';

type Lang = 'es' | 'en';

/** A fact of the user's that changes what the answer says, the words that speak of it, and how to say it. */
export interface FactTopic {
  /** Folded words of an entry's sentence that speak of this fact. */
  pattern: RegExp;
  /** 'el arrendador es una persona jurídica (una empresa)': completes 'Si …' / 'If …'. */
  condition: Record<Lang, string>;
}

const LANDLORD_LEGAL: FactTopic = {
  pattern: /\b(persona juridica|personas juridicas|empresas?|sociedad(es)?|legal (person|entity|entities)|compan(y|ies))\b/,
  condition: { es: 'el arrendador es una persona jurídica (una empresa)', en: 'the landlord is a legal person (a company)' },
};
const LANDLORD_NATURAL: FactTopic = {
  pattern: /\b(persona fisica|personas fisicas|particular(es)?|natural person|individuals?)\b/,
  condition: { es: 'el arrendador es una persona física', en: 'the landlord is an individual' },
};
const BIG_LANDLORD: FactTopic = {
  pattern: /\b(gran(des)? tenedor(es)?|large (landlord|holder)s?)\b/,
  condition: { es: 'el arrendador es gran tenedor', en: 'the landlord is a large holder (gran tenedor)' },
};
const STRESSED_AREA: FactTopic = {
  pattern: /\b(tensionad[oa]s?|stressed)\b/,
  condition: { es: 'la vivienda está en una zona tensionada', en: 'the home is in a stressed zone' },
};
const COMMERCIAL: FactTopic = {
  pattern: /\b(local(es)?|uso distinto|oficinas?|negocio|commercial|premises|other than (a )?(home|housing)|business)\b/,
  condition: { es: 'es un local o un uso distinto de vivienda', en: 'it is commercial premises (a use other than housing)' },
};
const SEASONAL: FactTopic = {
  pattern: /\b(temporada|temporal(es)?|seasonal|temporary|short[- ]term)\b/,
  condition: { es: 'es un alquiler de temporada', en: 'it is a seasonal lease' },
};

/** The user's facts that an answer in words can be fitted to (figures are the calculations' part). */
export function factTopicsOf(facts: QuestionFacts): FactTopic[] {
  const topics: FactTopic[] = [];
  if (facts.landlordKind === 'legal') topics.push(LANDLORD_LEGAL);
  if (facts.landlordKind === 'natural') topics.push(LANDLORD_NATURAL);
  if (facts.bigLandlord) topics.push(BIG_LANDLORD);
  if (facts.stressedArea) topics.push(STRESSED_AREA);
  if (facts.propertyUse === 'commercial' || facts.propertyKind === 'premises') topics.push(COMMERCIAL);
  if (facts.propertyUse === 'seasonal') topics.push(SEASONAL);
  const region = facts.region && COMMUNITIES.find((community) => community.id === facts.region?.community);
  if (region) {
    const names = [...new Set([region.name.es, region.name.en, facts.region?.place ?? ''].map(foldText).filter(Boolean))];
    topics.push({
      pattern: new RegExp(`\\b(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`),
      condition: { es: `está en ${region.name.es}`, en: `it is in ${region.name.en}` },
    });
  }
  return topics;
}

/** 'Si el arrendador es una persona jurídica (una empresa) y la vivienda está en una zona tensionada'. */
export function describeFacts(topics: readonly FactTopic[], lang: Lang): string {
  const conditions = topics.map((topic) => topic.condition[lang]);
  const joined = conditions.length < 2 ? (conditions[0] ?? '') : `${conditions.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${conditions.at(-1)}`;
  return `${lang === 'es' ? 'Si' : 'If'} ${joined}`;
}

const speaksOf = (text: string, topics: readonly FactTopic[]) => {
  const folded = foldText(text);
  return topics.some((topic) => topic.pattern.test(folded));
};

/** Items first that speak of the user's facts, the rest after in their order. */
function factsFirst(items: string[], topics: readonly FactTopic[]): string[] {
  return [...items.filter((item) => speaksOf(item, topics)), ...items.filter((item) => !speaksOf(item, topics))];
}

/**
 * The details with the conditions that matter for the user's facts first: among the paragraphs, and among the
 * items of each list. Nothing is dropped.
 */
export function orderDetailsByFacts(details: string, topics: readonly FactTopic[]): string {
  if (topics.length === 0) return details;
  const blocks = details.split(/\n{2,}/).map((block) => {
    const items = block.split(/\n(?=[-*] |\d+\. )/);
    return items.length > 1 && /^([-*] |\d+\. )/.test(items[0] ?? '') ? factsFirst(items, topics).join('\n') : block;
  });
  return factsFirst(blocks, topics).join('\n\n');
}

/** The sentences and list items of a text that speak of the given facts, in order. */
export function sentencesAbout(text: string, topics: readonly FactTopic[]): string[] {
  const pieces = text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.;])\s+(?=[A-ZÁÉÍÓÚÑ¿(])/u))
    .map((piece) => piece.replace(/^[-*]\s+/, '').trim())
    .filter(Boolean);
  return pieces.filter((piece) => speaksOf(piece, topics));
}

/** True when an earlier answer already holds this text (its opening words, as the answer showed them). */
export function wasShown(text: string, earlierAnswers: readonly string[]): boolean {
  const opening = text.trim().slice(0, 160);
  return opening.length > 0 && earlierAnswers.some((answer) => answer.includes(opening));
}

/** A worked example with figures of its own ('Ejemplo: renta de 1.000 €…'), as a line or a bullet of an entry's details. */
const WORKED_EXAMPLE = /^(?:[-*] )?(?:\*\*)?(?:Ejemplo|Example)(?:\*\*)?\s*(?:\*\*)?:.*\d/i;

/**
 * The details without their worked examples when the user gave figures of their own (issue 30.3): an example with
 * invented figures beside the user's reads as their case computed wrongly.
 */
export function withoutInventedExamples(details: string, facts: QuestionFacts): string {
  const ownFigures = facts.amounts.length + facts.percents.length + facts.durations.length > 0;
  if (!ownFigures) return details;
  return details
    .split('\n')
    .filter((line) => !WORKED_EXAMPLE.test(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
