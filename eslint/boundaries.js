// The architecture's boundaries, as `import-x/no-restricted-paths` zones (after bulletproof-react's
// "unidirectional codebase" and "no cross-feature imports"). docs/architecture.md explains them.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const at = (...parts) => path.join(root, ...parts);
const subfolders = (...parts) =>
  readdirSync(at(...parts), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A unit of `parent` (an API module, a web feature) may import another one only through its public
 * `index.ts`; everything else in it is internal (its repository, its components, its styles).
 */
function publicIndexZones(parent, kind) {
  const units = subfolders(parent);
  return units.map((unit) => ({
    target: at(parent, unit),
    from: at(parent),
    except: [`./${unit}`, ...units.filter((other) => other !== unit).map((other) => `./${other}/index.ts`)],
    message: `A ${kind} uses another ${kind} only through its public index.ts (docs/architecture.md).`,
  }));
}

const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** The zones of `import-x/no-restricted-paths` for application code (tests are not bound by them). */
export const boundaryZones = [
  ...publicIndexZones(`${API}/modules`, 'module'),
  {
    // The platform is below the modules: it never reaches into one. Only the composition root
    // (platform/context.ts) builds their services.
    target: at(API, 'platform/!(context).ts'),
    from: at(API, 'modules'),
    message: 'The platform does not depend on modules; platform/context.ts composes them (docs/architecture.md).',
  },
  {
    // Entry points and the composition root use modules through their index.ts.
    target: [at(API, '*.ts'), at(API, 'platform/context.ts'), at(API, 'cli')],
    from: at(API, 'modules'),
    except: subfolders(API, 'modules').map((unit) => `./${unit}/index.ts`),
    message: 'Entry points use a module only through its public index.ts (docs/architecture.md).',
  },
  ...publicIndexZones(`${WEB}/features`, 'feature'),
  {
    // Shared code is below the features and the app (bulletproof-react's unidirectional codebase).
    target: ['components', 'config', 'lib', 'styles', 'locales'].map((folder) => at(WEB, folder)),
    from: [at(WEB, 'features'), at(WEB, 'app')],
    message: 'Shared web code (components, lib, config) does not import features or app (docs/architecture.md).',
  },
  {
    target: at(WEB, 'features'),
    from: at(WEB, 'app'),
    message: 'A feature does not import the app layer; the app composes features (docs/architecture.md).',
  },
  {
    // Test helpers (fakes, factories, free ports) never ship in application code.
    target: [at('apps'), at('packages')],
    from: [at(API, 'test'), at(WEB, 'test'), at('e2e'), at('test-support')],
    message: 'Application code does not import test helpers (docs/architecture.md).',
  },
];

/** Files the zones do not bind: tests and the test helpers themselves. */
export const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**', 'eslint/**', 'test-support/**'];
