import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type translation from '../locales/es/translation.json';

export const defaultNS = 'translation';

/** The Spanish texts: one namespace (spec §1), every visible string. */
export type Translation = typeof translation;

/**
 * Starts i18next with the Spanish texts already loaded, so the first render has every text. The browser
 * fetches them as a JSON file (see load-translation.ts) rather than carrying them inside the JavaScript of
 * the first screen; tests pass the imported file.
 */
export function initI18n(resource: Translation): void {
  void i18next.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    supportedLngs: ['es'],
    ns: [defaultNS],
    defaultNS,
    resources: { es: { [defaultNS]: resource } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
}

export { i18next };
