import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mike/contracts';
import { AppError } from '../../platform/errors.ts';

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane (SECURITY.md #2). */
/** `algorithm: 2` is Argon2id (a const enum in the library's types, which isolated modules cannot read). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).filter((word) => word.length >= PASSWORD_MIN_LENGTH).map((word) => word.toLowerCase()),
);

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
 * Passwords of 8 to 128 characters of any kind (counted in code points, never truncated) that are
 * not in the common-passwords list (SECURITY.md #1, NIST 800-63B).
 */
export function assertStrongPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new AppError('WEAK_PASSWORD', `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError('WEAK_PASSWORD', 'Esa contraseña es demasiado común. Elige otra.');
  }
}
