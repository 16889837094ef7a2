import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseLegalizeMarkdown } from '../legislation/parse-markdown.ts';
import type { Provision } from '../legislation/types.ts';

/** The repository's root, from packages/assistant/src/test-utils. */
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** The shared corpus of consolidated laws (test data, never copied into the repository): `../shared/legislation/es`. */
export const SHARED_LEGISLATION_DIR = resolve(REPO_ROOT, '../shared/legislation/es');

/** The Markdown file names of the shared corpus, sorted: 'BOE-A-1889-4763.md', … */
export function listSharedLaws(): string[] {
  return readdirSync(SHARED_LEGISLATION_DIR)
    .filter((name) => /^BOE-A-.*\.md$/.test(name))
    .sort();
}

/** The text of one law of the shared corpus by its BOE id. */
export function readSharedLaw(lawId: string): string {
  return readFileSync(resolve(SHARED_LEGISLATION_DIR, `${lawId}.md`), 'utf8');
}

let sharedProvisions: Provision[] | undefined;

/** Every provision of the 21 laws of the shared corpus, parsed once per test file. */
export function loadSharedProvisions(): Provision[] {
  sharedProvisions ??= listSharedLaws().flatMap((file) => parseLegalizeMarkdown(readSharedLaw(file.replace(/\.md$/, ''))).provisions);
  return sharedProvisions;
}
