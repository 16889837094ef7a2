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

/** A source of the answer, shown to the user as e.g. 'Art. 36 LAU'. */
export interface Citation {
  /** Short name of the law: 'LAU', 'LPH', 'CC', 'LCCI'… */
  law: string;
  /** Article or provision: '36', 'DA 11ª', 'DT 2ª'… (the apartado, when cited, is in the label). */
  article: string;
  /** Human label: 'Art. 36 LAU', 'Art. 17.12 LPH'. */
  label: string;
  /** Link to the consolidated text (BOE ELI or act.php) when known. */
  url?: string;
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
