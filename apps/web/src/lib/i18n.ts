import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import translation from '../locales/es/translation.json';

export const defaultNS = 'translation';
export const resources = { es: { translation } } as const;

// Resources are bundled, so initialisation is synchronous: the first render already has every text.
void i18next.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: ['es'],
  ns: [defaultNS],
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

export { i18next };
