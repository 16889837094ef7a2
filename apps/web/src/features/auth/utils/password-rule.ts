import { findPasswordWeakness, type PasswordContext, type PasswordWeakness } from '@mike/contracts';
import { i18next } from '../../../lib/i18n.ts';

const WEAKNESS_KEYS = {
  LENGTH: 'validation.passwordLength',
  REPEATED: 'validation.passwordRepeated',
  SEQUENCE: 'validation.passwordSequence',
  PERSONAL: 'validation.passwordPersonal',
} as const satisfies Record<PasswordWeakness, string>;

/**
 * Why the server would refuse this password (`WEAK_PASSWORD`), said in Spanish before any request: the same
 * check the API runs, shared through the contracts. The API's common-password list stays on the server, so a
 * password this accepts can still be refused there (the toast then gives the same rule).
 */
export function getPasswordWeaknessMessage(password: string, context: PasswordContext = {}): string | null {
  const weakness = findPasswordWeakness(password, context);
  return weakness ? i18next.t(WEAKNESS_KEYS[weakness]) : null;
}
