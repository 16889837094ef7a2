import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Claims an embedded database's folder for this process (`{dir}.lock` holds its pid and host name). PGlite has no
 * lock of its own, and a second process opening the same folder (a second server, `npm run ingest` beside
 * `npm start`) would corrupt it. A lock left by a process that is gone is taken over, and so is one written on
 * another host name (a container since replaced: its pids mean nothing here). Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n${hostname()}\n`, { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const [pid = '', host = ''] = readFileSync(file, 'utf8').split('\n');
    const owner = Number.parseInt(pid, 10);
    if (owner && owner !== process.pid && host === hostname() && isAlive(owner)) {
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
