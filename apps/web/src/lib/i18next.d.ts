import 'i18next';
import type { defaultNS, Translation } from './i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: Translation };
  }
}
