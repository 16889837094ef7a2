import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Claims an embedded database's folder for this process (`{dir}.lock` holds the pid). PGlite has no lock of its
 * own, and a second process opening the same folder (a second server, `npm run ingest` beside `npm start`)
 * would corrupt it. A lock left by a process that is gone is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to a PostgreSQL database that several processes can share.`,
      );
    }
    rmSync(file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
