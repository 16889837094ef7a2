import { resolve } from 'node:path';

/** Resolves a path given on the command line against where `npm run` was typed. */
export function resolveFromInvocation(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
