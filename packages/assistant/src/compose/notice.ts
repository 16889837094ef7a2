import type { Language } from '../types.ts';

/** The last line of every answer. */
export const NOTICE: Record<Language, string> = {
  SPANISH: '_Información general, no asesoramiento jurídico: para tu caso concreto, consulta con un profesional._',
  ENGLISH: '_General information, not legal advice: for your specific case, consult a professional._',
};

/** Appends the notice as the last line. */
export function withNotice(text: string, language: Language): string {
  return `${text.trimEnd()}\n\n${NOTICE[language]}`;
}
