import translationUrl from '../locales/es/translation.json?url';
import type { Translation } from './i18n.ts';

/** Fetches the Spanish texts (a hashed, long-cached JSON file emitted by the build). */
export async function loadTranslation(): Promise<Translation> {
  const response = await fetch(translationUrl);
  if (!response.ok) throw new Error(`translation: HTTP ${response.status}`);
  return (await response.json()) as Translation;
}
