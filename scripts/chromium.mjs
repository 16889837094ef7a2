// The browser journeys (and `npm run bench`) drive Debian's Chromium through playwright-core; no browser is
// downloaded. `npm test` and `npm run test:e2e` run this first (`pretest`, `pretest:e2e`): it finds Chromium,
// installs Debian's package with apt-get when it can (root, apt-get present), and otherwise stops with one line
// saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const missingChromium =
  "MIKE's browser journeys need Chromium: install Debian's package (`sudo apt-get install chromium`) or set MIKE_CHROMIUM to a Chromium binary.";

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(...names) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.flatMap((dir) => names.map((name) => path.join(dir, name))).find(isExecutableFile);
}

/** MIKE_CHROMIUM when set (and only it), else `chromium` or `chromium-browser` on PATH; undefined when missing. */
export function findChromium() {
  const chosen = process.env.MIKE_CHROMIUM;
  if (chosen) return isExecutableFile(chosen) ? chosen : undefined;
  return onPath('chromium', 'chromium-browser');
}

function aptInstall() {
  console.log("Installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    if (spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status !== 0) return;
  }
}

function main() {
  if (findChromium()) return;
  if (process.env.MIKE_CHROMIUM) {
    console.error(`MIKE_CHROMIUM=${process.env.MIKE_CHROMIUM} is not an executable file: point it at a Chromium binary, or unset it to use Debian's chromium.`);
    process.exit(1);
  }
  if (process.getuid?.() === 0 && onPath('apt-get')) aptInstall();
  if (!findChromium()) {
    console.error(missingChromium);
    process.exit(1);
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) main();
