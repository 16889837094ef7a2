import type { KnowledgeEntry } from '../knowledge/types.ts';
import { foldText } from '../retrieval/fold.ts';
import type { RetrievalHit } from '../retrieval/retrieval-index.ts';
import type { Citation, Language } from '../types.ts';
import { uniqueCitations, type CitationResolver } from './citations.ts';
import { renderLawAnswer, selectPassages } from './compose-law.ts';
import { withNotice } from './notice.ts';
import { renderEntries, type AnswerFit } from './render-entry.ts';
import { factsFit } from './relevance.ts';
import type { QuestionFacts } from '../facts/types.ts';
import type { OffFieldKind } from './scope.ts';

/** What the composer returns; the engine adds documents and streams the text. */
export interface ComposedAnswer {
  text: string;
  englishText?: string;
  citations: Citation[];
  relatedQuestions: string[];
  grounded: boolean;
}

type Lang = 'es' | 'en';
const LANG: Record<Language, Lang> = { SPANISH: 'es', ENGLISH: 'en' };

/** A second entry asked about as much as the best: its score and its likeness to the question, against the best's. */
const SECONDARY_SCORE_RATIO = 0.75;
const SECONDARY_MIN_SIMILARITY = 0.5;
const SECONDARY_SIMILARITY_SHARE = 0.9;
/** A complement must still read like the question somewhat. */
const COMPLEMENT_MIN_SIMILARITY = 0.3;
/** A hit that answers a part of the question the best one leaves out may score lower. */
const COMPLEMENT_SCORE_RATIO = 0.45;
const COMPLEMENT_MIN_COVERAGE = 0.3;
const MAX_ITEMS = 2;
/** A question asking several things gets up to this many entries, one per part. */
const MAX_PARTS_ITEMS = 3;
const MAX_NEARBY_SUBJECTS = 3;

const TEXTS = {
  es: {
    sources: 'Fuentes',
    nearby: (subjects: string) => `Sí puedo ayudarte con temas cercanos: ${subjects}.`,
    cannotHelp:
      'Lo siento, no puedo ayudarte con eso: queda fuera de mi ámbito. Soy un asistente de derecho inmobiliario español (alquileres, compraventa, hipotecas, comunidades de propietarios e impuestos de la vivienda).',
    unknown:
      'No lo sé: no encuentro en mis fuentes ni en la legislación que consulto una respuesta fiable a esa pregunta, así que no puedo ayudarte con ella sin arriesgarme a equivocarme. Prueba a reformularla con más detalle o consulta a un profesional.',
  },
  en: {
    sources: 'Sources',
    nearby: (subjects: string) => `I can help with nearby subjects: ${subjects}.`,
    cannotHelp:
      'Sorry, I cannot help with that: it is outside my field. I am an assistant on Spanish real-estate law (leases, sales, mortgages, communities of owners and property taxes).',
    unknown:
      "I don't know: I cannot find a reliable answer to that question in my sources or in the legislation I consult, so I cannot help with it without risking a mistake. Try rephrasing it with more detail or consult a professional.",
  },
} as const;

/**
 * Composes a grounded answer from the best hits, in the conversation's language (+ English): from our entries when
 * one leads, or from the law (a one-sentence lead and the apartados quoted with their version date) when an
 * apartado leads or the question names a provision. Citations only for provisions that exist (`resolver`); the
 * text lists as plain 'Fuentes' only sources that could not become citations (their law is not loaded).
 */
export function composeGroundedAnswer(
  hits: RetrievalHit[],
  language: Language,
  question: string,
  resolver: CitationResolver,
  fit?: AnswerFit,
): ComposedAnswer {
  const passages = selectPassages(hits);
  if (passages.length > 0) {
    const isNamed = hits[0]?.named === true;
    const citations = uniqueCitations(passages.map(resolver.citePassage));
    const relatedQuestions = findRelatedQuestions(hits, [], LANG[language], question);
    const answer: ComposedAnswer = {
      text: withNotice(renderLawAnswer(passages, LANG[language], isNamed), language),
      citations,
      relatedQuestions,
      grounded: true,
    };
    if (language === 'SPANISH') answer.englishText = withNotice(renderLawAnswer(passages, 'en', isNamed), 'ENGLISH');
    return answer;
  }
  const used = selectHits(hits, fit?.facts);
  const sources = citeEntries(used, resolver);
  const relatedQuestions = findRelatedQuestions(hits, used, LANG[language], question);
  const render = (lang: Lang) => renderBody(used, sources.plain, lang, (entries) => renderEntries(entries, lang, fit, resolver));
  const text = withNotice(render(LANG[language]), language);
  const answer: ComposedAnswer = { text, citations: sources.citations, relatedQuestions, grounded: true };
  if (language === 'SPANISH') answer.englishText = withNotice(render('en'), 'ENGLISH');
  return answer;
}

/** Who to turn to, by the field a question belongs to. */
export const PROFESSIONALS: Record<OffFieldKind, Record<Lang, string>> = {
  criminal: { es: 'Para un asunto penal, consulta con un abogado penalista.', en: 'For a criminal matter, consult a criminal defence lawyer.' },
  health: { es: 'Para una cuestión de salud, consulta con tu médico o un profesional sanitario.', en: 'For a health matter, consult your doctor or a health professional.' },
  labour: { es: 'Para una cuestión laboral, consulta con un abogado laboralista o un graduado social.', en: 'For an employment matter, consult an employment lawyer.' },
  family: { es: 'Para una cuestión de familia, consulta con un abogado de familia.', en: 'For a family-law matter, consult a family lawyer.' },
  immigration: {
    es: 'Para una cuestión de extranjería (visados, residencia, nacionalidad), consulta con un abogado especialista en extranjería.',
    en: 'For an immigration matter (visas, residence, nationality), consult an immigration lawyer.',
  },
  foreign: {
    es: 'Solo trabajo con la ley española: para el derecho de otro país, consulta con un abogado colegiado en ese país.',
    en: 'I only work with Spanish law: for another country\'s law, consult a lawyer qualified in that country.',
  },
  other: { es: '', en: '' },
};

/** Who to turn to; for another country's law, the lawyers of the place the question names ('colegiado en Portugal'). */
export function professionalFor(kind: OffFieldKind, lang: Lang, place?: string): string {
  if (kind !== 'foreign' || !place) return PROFESSIONALS[kind][lang];
  return lang === 'es'
    ? `Solo trabajo con la ley española: para el derecho de ${place}, consulta con un abogado colegiado en ${place}.`
    : `I only work with Spanish law: for the law of ${place}, consult a lawyer qualified in ${place}.`;
}

/** The refusal for questions outside MIKE's field, pointing to the right kind of professional: no citations. */
export function composeOutOfScope(language: Language, suggestions: string[], kind: OffFieldKind = 'other', place?: string): ComposedAnswer {
  const answer = refusal('cannotHelp', language, suggestions);
  const render = (lang: Lang, lineLanguage: Language) => withNotice(`${TEXTS[lang].cannotHelp} ${professionalFor(kind, lang, place)}`.trim(), lineLanguage);
  answer.text = render(LANG[language], language);
  if (language === 'SPANISH') answer.englishText = render('en', 'ENGLISH');
  return answer;
}

/**
 * The plain 'I don't know' for questions inside the field that neither the knowledge base nor the law answers,
 * naming the nearby subjects MIKE does know: the closest entries found, or one example per area.
 */
export function composeUnknown(language: Language, hits: readonly RetrievalHit[], examples: string[]): ComposedAnswer {
  const nearby = hits.flatMap((hit) => (hit.doc.kind === 'entry' ? [hit.doc.entry] : [])).slice(0, MAX_NEARBY_SUBJECTS);
  const suggestions = nearby.length > 0 ? nearby.map((entry) => entry[LANG[language]].questions[0] as string) : examples;
  const answer = refusal('unknown', language, suggestions);
  if (nearby.length === 0) return answer;
  const withNearby = (lang: Lang, lineLanguage: Language) =>
    withNotice(`${TEXTS[lang].unknown} ${TEXTS[lang].nearby(nearby.map((entry) => `**${entry[lang].title}**`).join('; '))}`, lineLanguage);
  answer.text = withNearby(LANG[language], language);
  if (language === 'SPANISH') answer.englishText = withNearby('en', 'ENGLISH');
  return answer;
}

function refusal(kind: 'cannotHelp' | 'unknown', language: Language, suggestions: string[]): ComposedAnswer {
  const answer: ComposedAnswer = {
    text: withNotice(TEXTS[LANG[language]][kind], language),
    citations: [],
    relatedQuestions: suggestions,
    grounded: false,
  };
  if (language === 'SPANISH') answer.englishText = withNotice(TEXTS.en[kind], 'ENGLISH');
  return answer;
}

function selectHits(hits: RetrievalHit[], facts: QuestionFacts | undefined): RetrievalHit[] {
  const [best, ...rest] = hits;
  if (!best) return [];
  const used = [best];
  for (const hit of rest) {
    // Each part of a question asking several things has its entry (issue 30.3); beyond them, at most MAX_ITEMS.
    if (hit.part === true && used.length < MAX_PARTS_ITEMS) {
      used.push(hit);
      continue;
    }
    if (used.length >= MAX_ITEMS) break;
    // A second entry joins only when it answers a part of the question the best one leaves out, or when the question
    // reads as much like one of its own questions as like the best's: a neighbour on the same subject ('the deposit
    // cannot pay the last month' beside 'how much deposit') does not, however close its score.
    const similarity = hit.similarity ?? 0;
    const complementary =
      hit.complements === true && hit.score >= best.score * COMPLEMENT_SCORE_RATIO && hit.coverage >= COMPLEMENT_MIN_COVERAGE && similarity >= COMPLEMENT_MIN_SIMILARITY;
    const asAsked = hit.score >= best.score * SECONDARY_SCORE_RATIO && similarity >= Math.max(SECONDARY_MIN_SIMILARITY, (best.similarity ?? 0) * SECONDARY_SIMILARITY_SHARE);
    if (!complementary && !asAsked) continue;
    // An entry written for other facts (premises when a home is meant) does not join.
    if (hit.doc.kind === 'entry' && facts && ['conflict', 'unstated'].includes(factsFit(hit.doc.entry, facts))) continue;
    // An article only joins an answer already made of articles; entries explain better.
    if (hit.doc.kind === 'passage' && best.doc.kind === 'entry') continue;
    used.push(hit);
  }
  return used;
}

/** The verified citations of the entries' sources, and the labels of those whose law is not loaded (shown as text). */
export function citeEntries(used: readonly RetrievalHit[], resolver: CitationResolver): { citations: Citation[]; plain: string[] } {
  const citations: Citation[] = [];
  const plain: string[] = [];
  for (const hit of used) {
    if (hit.doc.kind !== 'entry') {
      citations.push(resolver.citePassage(hit.doc));
      continue;
    }
    for (const source of hit.doc.entry.sources) {
      const resolved = resolver.resolve(source, hit.doc.entry.id);
      if (resolved.citation) citations.push(resolved.citation);
      else if (resolved.status === 'law-not-loaded') plain.push(resolved.label);
    }
  }
  return { citations: uniqueCitations(citations), plain: [...new Set(plain)] };
}

function renderBody(used: RetrievalHit[], plainSources: string[], lang: Lang, render: (entries: KnowledgeEntry[]) => string[]): string {
  const parts = render(used.flatMap((hit) => (hit.doc.kind === 'entry' ? [hit.doc.entry] : [])));
  // Verified sources show as chips under the answer; only those that cannot be verified stay in the text.
  if (plainSources.length > 0) parts.push(`${TEXTS[lang].sources}: ${plainSources.join('; ')}.`);
  return parts.join('\n\n');
}

/** Up to three questions the knowledge base answers, close to this one but not the same. */
export function findRelatedQuestions(hits: RetrievalHit[], used: RetrievalHit[], lang: Lang, question: string): string[] {
  const asked = foldText(question).replace(/[^a-z0-9 ]/g, '').trim();
  const usedIds = new Set(used.map((hit) => hit.doc.id));
  const candidates: string[] = [];
  const entriesInOrder: KnowledgeEntry[] = [
    ...hits.filter((hit) => !usedIds.has(hit.doc.id)),
    ...used,
  ].flatMap((hit) => (hit.doc.kind === 'entry' ? [hit.doc.entry] : []));
  // First the leading question of neighbouring entries, then other phrasings of the used ones.
  for (const entry of entriesInOrder) {
    const first = entry[lang].questions[0];
    if (first && !usedIds.has(entry.id)) candidates.push(first);
  }
  for (const hit of used) {
    if (hit.doc.kind === 'entry') candidates.push(...hit.doc.entry[lang].questions.slice(1));
  }
  const seen = new Set<string>([asked]);
  const related: string[] = [];
  for (const candidate of candidates) {
    const key = foldText(candidate).replace(/[^a-z0-9 ]/g, '').trim();
    if (seen.has(key)) continue;
    seen.add(key);
    related.push(candidate);
    if (related.length === 3) break;
  }
  return related;
}

/**
 * Example questions offered when MIKE cannot answer: one per area (in the areas' order), from the knowledge
 * base. The shortest leading question of an area is taken: short questions are the general ones.
 */
export function findExampleQuestions(entries: readonly KnowledgeEntry[], language: Language): string[] {
  const lang = LANG[language];
  const byArea = new Map<string, string>();
  for (const entry of entries) {
    const question = entry[lang].questions[0];
    const current = byArea.get(entry.area);
    if (question && (current === undefined || question.length < current.length)) byArea.set(entry.area, question);
  }
  return [...byArea.values()].slice(0, 3);
}
