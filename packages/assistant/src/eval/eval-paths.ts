import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/assistant/src/eval → the package root, and the repository's sibling `shared/` folder. */
const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = resolve(PACKAGE, '../../../shared');

/** The question sets run by `npm run eval:assistant` and gated by `npm test`. */
export const EVAL_SETS = {
  /** Our own development set: questions as users phrase them, with key facts checked against the law. */
  own: resolve(PACKAGE, 'eval/dev-set.json'),
  /** The team's shared development questions. */
  shared: resolve(SHARED, 'assistant/dev-questions.json'),
  /** The frozen held-out set (2026-12-05): measured and gated, never read case by case while mending. */
  heldOut: resolve(PACKAGE, 'eval/held-out-2026-12.json'),
};

/** The laws searched and cited when LEGISLATION_DIR is unset: the shared corpus beside the repository. */
export const DEFAULT_LEGISLATION = resolve(SHARED, 'legislation/es');
