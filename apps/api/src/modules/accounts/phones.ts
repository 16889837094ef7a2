import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../platform/errors.ts';

/**
 * Normalises a phone to digits with the country code and no plus sign, as the spec's client
 * sends them ('34600111222'). Accepts '+34 600 11 12 22', '0034…', '34600111222', or a Spanish
 * national number.
 */
export function normalizePhone(input: string): string {
  const cleaned = input.trim().replace(/[\s().-]/g, '');
  const international = cleaned.startsWith('+') ? cleaned : cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : `+${cleaned}`;
  const candidates = [parsePhoneNumberFromString(international), parsePhoneNumberFromString(cleaned, 'ES')];
  const valid = candidates.find((phone) => phone?.isValid());
  if (!valid) throw new AppError('VALIDATION_ERROR', 'Campo no válido: teléfono (número no válido)');
  return valid.number.replace(/^\+/, '');
}
