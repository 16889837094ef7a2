import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../platform/errors.ts';

/**
 * Normalises a phone to digits with the country code and no plus sign, as the spec's client
 * sends them ('34600111222'). Accepts '+34 600 11 12 22', '0034…', '34600111222', or a Spanish
 * national number ('600111222').
 *
 * A number without '+' or '00' is read as Spanish first: '687990135' is a Spanish mobile, even
 * though '+687 990135' would also be a valid New Caledonian number. Only when it is not a valid
 * Spanish number is it read as already carrying its country code ('34600111222', '33612345678').
 */
export function normalizePhone(input: string): string {
  const cleaned = input.trim().replace(/[\s().-]/g, '');
  const hasPrefix = cleaned.startsWith('+') || cleaned.startsWith('00');
  const international = cleaned.startsWith('+') ? cleaned : cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : `+${cleaned}`;
  const candidates = hasPrefix
    ? [parsePhoneNumberFromString(international)]
    : [parsePhoneNumberFromString(cleaned, 'ES'), parsePhoneNumberFromString(international)];
  const valid = candidates.find((phone) => phone?.isValid());
  if (!valid) throw new AppError('VALIDATION_ERROR', 'Campo no válido: teléfono (número no válido)');
  return valid.number.replace(/^\+/, '');
}
