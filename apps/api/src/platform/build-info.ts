import { readFileSync } from 'node:fs';

/** The build of the API bundle, as `build.mjs` writes it beside the bundle (`dist/build-info.json`). */
export interface BundleBuild {
  commit: string;
  builtAt: string;
}

/**
 * The build this code runs from, read beside this module: found in the bundle (`dist/`), undefined when running
 * from source (tests, `tsx`), where no build describes the code.
 */
export function runningBuild(): BundleBuild | undefined {
  try {
    const info = JSON.parse(readFileSync(new URL('build-info.json', import.meta.url), 'utf8')) as Partial<BundleBuild>;
    return typeof info.commit === 'string' && typeof info.builtAt === 'string' ? { commit: info.commit, builtAt: info.builtAt } : undefined;
  } catch {
    return undefined;
  }
}
