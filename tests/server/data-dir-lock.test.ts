import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  LOCK_FILE_NAME,
  acquireDataDirLock,
  isProcessAlive,
} from '../../server/db/data-dir-lock.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(child.stdout.toString());
  expect(isProcessAlive(pid)).toBe(false);
  return pid;
}

describe('DATA_DIR lock', () => {
  let dir: TempDir;
  let lockFile: string;
  beforeEach(async () => {
    dir = await makeTempDir('lock');
    lockFile = path.join(dir.path, LOCK_FILE_NAME);
  });
  afterEach(() => dir.remove());

  it('creates the lock file with our pid and removes it on release', () => {
    const lock = acquireDataDirLock(dir.path);
    expect(lock.path).toBe(lockFile);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lock.release(); // idempotent
  });

  it('creates a missing DATA_DIR', () => {
    const nested = path.join(dir.path, 'a', 'b');
    const lock = acquireDataDirLock(nested);
    expect(existsSync(path.join(nested, LOCK_FILE_NAME))).toBe(true);
    lock.release();
  });

  it('refuses a directory locked by a running process, with a clear message', () => {
    writeFileSync(lockFile, `${process.ppid}\n`);
    let caught: unknown;
    try {
      acquireDataDirLock(dir.path, './data');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirInUseError);
    expect((caught as Error).message).toContain(
      `DATA_DIR ./data is in use by another Lobby server (pid ${process.ppid}). Stop it first or set DATA_DIR to another directory.`,
    );
    // Untouched.
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('refuses a second lock in the same process', () => {
    const lock = acquireDataDirLock(dir.path);
    expect(() => acquireDataDirLock(dir.path)).toThrow(DataDirInUseError);
    lock.release();
    acquireDataDirLock(dir.path).release();
  });

  it('takes over a lock whose process is gone', () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir.path);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming our own pid that this process never took (restarted container)', () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = acquireDataDirLock(dir.path);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a garbled lock file', () => {
    writeFileSync(lockFile, 'not a pid');
    acquireDataDirLock(dir.path).release();
  });

  it('does not delete a lock file that another process owns by now', () => {
    const lock = acquireDataDirLock(dir.path);
    writeFileSync(lockFile, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });
});
