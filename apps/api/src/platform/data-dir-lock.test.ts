import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/helpers.ts';
import { lockDataDir } from './data-dir-lock.ts';

describe('the embedded database folder is held by one process', () => {
  const dir = makeTempDir('mike-lock-');
  const pg = path.join(dir, 'pg');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes its pid beside the folder and removes it on release', () => {
    const release = lockDataDir(pg);
    expect(readFileSync(`${pg}.lock`, 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
    release();
    expect(existsSync(`${pg}.lock`)).toBe(false);
  });

  it('refuses a folder a living process holds', () => {
    writeFileSync(`${pg}.lock`, `${process.ppid}\n${hostname()}\n`);
    expect(() => lockDataDir(pg)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    rmSync(`${pg}.lock`);
  });

  it('takes over a lock written on another host (a replaced container)', () => {
    writeFileSync(`${pg}.lock`, `${process.ppid}\nanother-container\n`);
    lockDataDir(pg)();
  });

  it('takes over the lock of a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(`${pg}.lock`, `${gone}\n${hostname()}\n`);
    const release = lockDataDir(pg);
    expect(readFileSync(`${pg}.lock`, 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
    release();
  });
});
