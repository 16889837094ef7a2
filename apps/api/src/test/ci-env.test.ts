import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../platform/paths.ts';

const repoRoot = path.resolve(apiRoot, '..', '..');

/** Every TypeScript file below `dir` (dependencies and builds left out). */
function sourcesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesBelow(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Issue 17 #9: CI and the tests must agree on the names of the test services' URLs. A test that reads
 * `TEST_REDIS_URL` while CI exports `REDIS_TEST_URL` silently falls back to a default and proves nothing
 * about the configured service.
 */
describe('CI and the tests use the same names for test service URLs', () => {
  it('every TEST_*_URL a test reads is exported by .ci/run, and .ci/run exports no other', () => {
    const read = new Set<string>();
    for (const file of [...sourcesBelow(path.join(repoRoot, 'apps')), ...sourcesBelow(path.join(repoRoot, 'e2e')), path.join(repoRoot, 'vitest.config.ts')]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z0-9_]*_URL)\b/g)) {
        if (/^TEST_|_TEST_/.test(match[1]!)) read.add(match[1]!);
      }
    }
    const ci = readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8');
    const exported = new Set([...ci.matchAll(/^export ([A-Z0-9_]*TEST[A-Z0-9_]*_URL)=/gm)].map((match) => match[1]!));
    expect(read.size).toBeGreaterThan(0);
    expect([...read].sort()).toEqual([...exported].sort());
    expect([...read].sort()).toEqual(['TEST_DATABASE_URL', 'TEST_REDIS_URL']);
  });
});
