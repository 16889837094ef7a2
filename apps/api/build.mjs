// Bundles the API (server and worker entry points) with esbuild. Workspace packages (@mike/*)
// are bundled from their TypeScript source; every other dependency stays in node_modules.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@mike/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: { server: path.join(root, 'src/server.ts'), worker: path.join(root, 'src/worker.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  splitting: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});

let commit = process.env.BUILD_COMMIT ?? 'unknown';
if (!process.env.BUILD_COMMIT) {
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
}
mkdirSync(outdir, { recursive: true });
writeFileSync(path.join(outdir, 'build-info.json'), JSON.stringify({ commit, builtAt: new Date().toISOString() }));
