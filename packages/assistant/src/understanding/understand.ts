import { cleanQuestion } from '../compose/clean-question.ts';
import { readConversation, type ConversationReading } from '../compose/conversation.ts';
import { findForeignPlace, findOtherFieldBeside, type OffFieldKind } from '../compose/scope.ts';
import { detectDocumentRequest, type DocumentKind } from '../documents/document-request.ts';
import { guessLanguage } from '../language/detect-language.ts';
import type { AnalysisLanguage } from '../retrieval/analyze.ts';
import type { AnswerRequest, Language } from '../types.ts';
import { findDeception, findEmergency, type DeceptionKind, type EmergencyKind } from './signals.ts';

/** What frames the answer beyond its subject (issue 30.6). */
export interface Scope {
  /** A danger to health or life: the safety advice comes first. */
  emergency?: EmergencyKind;
  /** A request to deceive: refused, then the lawful route. */
  deception?: DeceptionKind;
  /** Another field the question also touches: that part is redirected, ours answered. */
  otherField?: Exclude<OffFieldKind, 'other'>;
  /** The foreign place the matter is in, as written ('Portugal'): whose lawyers a redirection names. */
  foreignPlace?: string;
}

/**
 * The question as every later step reads it, produced once (issue 30.1): the language to answer in and to analyse
 * in, the question without instructions to the assistant, the document it asks for, the conversation it continues
 * with the facts of both (figures and dates with their roles, parties, property, region), and its scope.
 */
export interface Understanding {
  language: Language;
  analysisLanguage: AnalysisLanguage;
  /** The question without instructions inside it: what is searched, calculated and drafted. */
  question: string;
  documentKind?: DocumentKind;
  conversation: ConversationReading;
  scope: Scope;
}

export function understand(request: AnswerRequest): Understanding {
  // A question written clearly in one language is answered in it, whatever the conversation's language.
  const guess = guessLanguage(request.question);
  const language = guess.sure ? guess.language : (request.language ?? guess.language);
  const analysisLanguage: AnalysisLanguage = guess.language === 'ENGLISH' ? 'en' : 'es';
  // Instructions inside the question are text: what is searched, calculated and drafted is the question without them.
  const question = cleanQuestion(request.question);
  const documentKind = detectDocumentRequest(question);
  const scope: Scope = {};
  const emergency = findEmergency(question);
  if (emergency) scope.emergency = emergency;
  const deception = findDeception(question);
  if (deception) scope.deception = deception;
  const otherField = findOtherFieldBeside(question, analysisLanguage);
  if (otherField) scope.otherField = otherField;
  const foreignPlace = findForeignPlace(question);
  if (foreignPlace) scope.foreignPlace = foreignPlace;
  return {
    language,
    analysisLanguage,
    question,
    ...(documentKind ? { documentKind } : {}),
    conversation: readConversation(question, request.history, analysisLanguage),
    scope,
  };
}
