/**
 * The assistant's public interface. The conversations module of the API talks to the
 * engine only through these types; nothing else of this package is imported by the apps.
 */

export type Language = 'SPANISH' | 'ENGLISH';

/** One earlier message of the conversation, oldest first. */
export interface ConversationTurn {
  sender: 'USER' | 'BOT';
  text: string;
}

export interface AnswerRequest {
  /** The conversation so far, oldest first, without the new question. */
  history: ConversationTurn[];
  /** The new question from the user. */
  question: string;
  /** The conversation's language; detected from the question when absent. */
  language?: Language;
  /** Aborts a provider call (worker shutdown, timeout). */
  signal?: AbortSignal;
  /** Receives the answer text piece by piece as it is produced, in order. */
  onDelta?: (text: string) => void;
}

/**
 * A verified source of the answer: a provision (and apartado) that exists in the engine's legislation, shown as a
 * chip ('Art. 36.1 LAU') that opens its text. The shape of `Citation` in @mike/contracts.
 */
export interface Citation {
  /** 'Art. 36.1 LAU', 'Art. 9.1.e LPH', 'DA 11ª LAU'. */
  label: string;
  /** BOE identifier of the law: 'BOE-A-1994-26003'. */
  lawId: string;
  /** Normalised provision key: '36', '9 bis', 'DA 11ª'. */
  article: string;
  /** The apartado cited ('1', '3 bis'); absent when the whole provision is. */
  apartado?: string;
  /** The provision at the BOE. */
  url: string;
  /** 'YYYY-MM-DD': the consolidated version the engine holds. */
  versionDate: string;
}

/** A drafted document returned beside a short text. */
export interface AssistantDocument {
  /** File name shown to the user, e.g. 'contrato-de-arras.docx'. */
  fileName: string;
  mimeType: string;
  content: Uint8Array;
}

export interface Answer {
  /** The full answer in the conversation's language (markdown, no raw HTML). */
  text: string;
  /** English rendering of the answer when the conversation is in Spanish. */
  englishText?: string;
  language: Language;
  citations: Citation[];
  relatedQuestions: string[];
  documents: AssistantDocument[];
  /** False when the assistant could not answer from its sources (unknown or out of scope). */
  grounded: boolean;
}

export interface AssistantEngine {
  /** Produces the answer, streaming its text through `onDelta`. Rejects on provider failure. */
  answer(request: AnswerRequest): Promise<Answer>;
  /** Detects Spanish or English on short texts; Spanish when unsure. */
  detectLanguage(text: string): Language;
}
