import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, findPasswordWeakness, type PasswordContext, type PasswordWeakness } from '@mike/contracts';
import { AppError } from '../../platform/errors.ts';

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane (SECURITY.md #2). */
/** `algorithm: 2` is Argon2id (a const enum in the library's types, which isolated modules cannot read). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Kept here, not in the contracts' rules: some 18,000 words (about 200 KB), too big for the web bundle. */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).filter((word) => word.length >= PASSWORD_MIN_LENGTH).map((word) => word.toLowerCase()),
);

const WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  LENGTH: `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
  REPEATED: 'Esa contraseña es demasiado fácil de adivinar: evita repetir un carácter o un grupo corto.',
  SEQUENCE: 'Esa contraseña es demasiado fácil de adivinar: evita secuencias como 12345678 o qwertyui.',
  PERSONAL: 'La contraseña no puede ser ni contener tu email ni tu nombre.',
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  return decoyHash;
}

/**
 * Passwords of 8 to 128 characters of any kind (counted in code points, never truncated), not a repetition or
 * a sequence, not the account's email or name (the contracts' `findPasswordWeakness`, which the web can run
 * too), and not in the common-passwords list (SECURITY.md #1, NIST 800-63B).
 */
export function assertStrongPassword(password: string, context: PasswordContext = {}): void {
  const weakness = findPasswordWeakness(password, context);
  if (weakness) throw new AppError('WEAK_PASSWORD', WEAKNESS_MESSAGES[weakness]);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError('WEAK_PASSWORD', 'Esa contraseña es demasiado común. Elige otra.');
  }
}
