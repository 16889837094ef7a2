// `npm start`: builds what is missing or stale (the SPA, the API bundle), then runs the server
// in this process. `npm start -- --worker` (`npm run worker`) runs a worker process instead.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isSupported, minimum, pinned } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isSupported(process.version)) {
  // Only when run outside npm scripts, or after `npm install --ignore-scripts`.
  console.error(`MIKE needs Node.js ${minimum.join('.')} or newer (this is ${process.version}): run \`npm install\`, which brings Node ${pinned} for npm scripts, then \`npm start\`.`);
  process.exit(1);
}

/** The newest modification time of the files under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) {
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
      }
    } else if (!/\.test\.tsx?$/.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

function mtimeOf(file) {
  const full = path.join(root, file);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contracts = ['packages/contracts/src'];
if (mtimeOf('apps/web/dist/index.html') < newestMtime(['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', ...contracts])) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', 'apps/web']);
}
if (mtimeOf('apps/api/dist/server.js') < newestMtime(['apps/api/src', 'apps/api/drizzle', 'packages/assistant/src', ...contracts])) {
  console.log('Building the API…');
  run(['run', 'build', '-w', 'apps/api']);
}

if (!process.env.BUILD_COMMIT) {
  try {
    process.env.BUILD_COMMIT = JSON.parse(readFileSync(path.join(root, 'apps/api/dist/build-info.json'), 'utf8')).commit;
  } catch {
    // Left unknown.
  }
}
// Compiled code of the server and its dependencies is cached on disk: later starts skip most parsing.
module.enableCompileCache?.();
const entry = process.argv.includes('--worker') ? 'worker.js' : 'server.js';
await import(pathToFileURL(path.join(root, 'apps/api/dist', entry)).href);
