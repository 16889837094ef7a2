import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this module whether it runs from source or from the bundle. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@mike/api') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const webDistDir = path.join(apiRoot, '..', 'web', 'dist');
