// `npm install` runs this (root `postinstall`) under whatever Node runs npm. When that Node is older than
// package.json's `engines.node`, it installs the Node pinned in `.nvmrc` from the npm registry (the package
// `node-<platform>-<arch>`, which holds the official binary) into a cache outside the project, once per version,
// and links it as `node_modules/.bin/node`. npm puts `node_modules/.bin` first on PATH for every script, so
// `npm start`, `npm test` and every tool they call (and `npx …`) run on it; the machine's Node is not touched.
// With a new enough Node nothing is downloaded. See docs/decisions/016-node-from-the-registry.md.
//
// It runs under the old Node (npm 11 supports Node 20.17 and later): nothing newer than Node 18's API is used.
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The oldest Node MIKE runs on, from package.json's `engines.node` (">=22.12"), as [major, minor]. */
export const minimum = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .engines.node.match(/^>=\s*(\d+)\.(\d+)/)
  .slice(1)
  .map(Number);

/** The Node version `npm install` brings when the machine's is too old (`.nvmrc`, an exact version). */
export const pinned = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

/** Whether a Node version ("20.20.2" or "v24.21.0") is at least `minimum`. */
export function isSupported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > minimum[0] || (major === minimum[0] && minor >= minimum[1]);
}

const link = path.join(root, 'node_modules', '.bin', 'node');
const registryPackage = `node-${process.platform}-${process.arch}`;
const home = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'mike', `${registryPackage}-${pinned}`);
const cachedBin = path.join(home, 'node_modules', registryPackage, 'bin', 'node');

function fail(message) {
  console.error(`MIKE: ${message}`);
  process.exit(1);
}

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Installs `registryPackage@pinned` into `home` with npm (the client running this install), atomically. */
function installPinnedNode(npmNode) {
  const staging = `${home}.partial-${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const npm = process.env.npm_execpath ? [npmNode, process.env.npm_execpath] : ['npm'];
  const args = ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', `${registryPackage}@${pinned}`];
  const result = spawnSync(npm[0], [...npm.slice(1), ...args], { stdio: 'inherit' });
  if (result.status !== 0 || versionOf(path.join(staging, 'node_modules', registryPackage, 'bin', 'node')) !== `v${pinned}`) {
    rmSync(staging, { recursive: true, force: true });
    fail(`could not install Node ${pinned} (${registryPackage}) from the npm registry; install Node.js ${minimum.join('.')} or newer and run npm install again.`);
  }
  // Another install may have finished meanwhile: its copy is as good.
  if (versionOf(cachedBin) !== `v${pinned}`) {
    rmSync(home, { recursive: true, force: true });
    renameSync(staging, home);
  }
  rmSync(staging, { recursive: true, force: true });
}

function realPath(file) {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

function linkedTarget() {
  try {
    return lstatSync(link).isSymbolicLink() ? readlinkSync(link) : undefined;
  } catch {
    return undefined;
  }
}

function main() {
  // The Node running npm: under npm scripts `node` may already be the linked one.
  const npmNode = process.env.npm_node_execpath || process.execPath;
  const npmNodeVersion = versionOf(npmNode) ?? process.version;
  if (isSupported(npmNodeVersion)) {
    // A link left by an install under an older Node goes, unless npm itself runs on the linked Node.
    const target = linkedTarget();
    if (target && realPath(npmNode) !== realPath(target)) unlinkSync(link);
    return;
  }
  if (process.platform === 'win32') fail(`this Node (${npmNodeVersion}) is older than ${minimum.join('.')}; install Node.js ${pinned} and run npm install again.`);
  if (versionOf(cachedBin) !== `v${pinned}`) {
    console.log(`MIKE: Node ${npmNodeVersion} is older than ${minimum.join('.')}; installing Node ${pinned} from the npm registry into ${home}`);
    installPinnedNode(npmNode);
  }
  mkdirSync(path.dirname(link), { recursive: true });
  if (linkedTarget() !== cachedBin) {
    rmSync(link, { force: true });
    symlinkSync(cachedBin, link);
  }
  console.log(`MIKE: npm scripts run on Node ${pinned} (node_modules/.bin/node)`);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) main();
