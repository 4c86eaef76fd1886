// One server process per DATA_DIR: PGlite corrupts its directory when two processes open it.
// The lock is a file created with O_EXCL ('wx') that holds the owner's pid; a lock whose pid
// is no longer running was left by a crash and is taken over.
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'lobby-server.lock';

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if this process still owns it. Idempotent, synchronous (works in 'exit'). */
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  readonly pid: number;
  readonly lockPath: string;
  constructor(dataDirLabel: string, pid: number, lockPath: string) {
    super(
      `DATA_DIR ${dataDirLabel} is in use by another Lobby server (pid ${pid}). ` +
        'Stop it first or set DATA_DIR to another directory. ' +
        `(If no Lobby server is running, delete ${lockPath}.)`,
    );
    this.pid = pid;
    this.lockPath = lockPath;
  }
}

// Locks taken by this process: a lock file naming our own pid is ours only if it is in here;
// otherwise it was left by an earlier process that had the same pid (e.g. pid 1 in a container).
const heldByThisProcess = new Set<string>();

const MAX_ATTEMPTS = 20;

export function acquireDataDirLock(dataDir: string, dataDirLabel: string = dataDir): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), LOCK_FILE_NAME);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      return { path: lockPath, release: () => release(lockPath) };
    }
    const content = readLock(lockPath);
    if (content === undefined) continue; // removed meanwhile: try again
    const pid = parsePid(content);
    if (pid === undefined && content === '' && attempt < MAX_ATTEMPTS - 1) {
      // Another process created the file a moment ago and has not written its pid yet.
      sleepSync(25);
      continue;
    }
    if (pid !== undefined && isRunningOwner(pid, lockPath)) {
      throw new DataDirInUseError(dataDirLabel, pid, lockPath);
    }
    takeOverStaleLock(lockPath, content, dataDirLabel);
  }
  throw new Error(`Could not take the lock ${lockPath} after ${MAX_ATTEMPTS} attempts.`);
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves the stale file aside atomically, so two processes that both saw it stale cannot
 * delete each other's fresh lock: only one rename succeeds. If what we moved turns out to be
 * a live lock (someone took it over between our read and our rename), it is put back.
 */
function takeOverStaleLock(lockPath: string, staleContent: string, dataDirLabel: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return;
    throw error;
  }
  const moved = readLock(aside) ?? '';
  const movedPid = parsePid(moved);
  if (moved !== staleContent && movedPid !== undefined && isRunningOwner(movedPid, lockPath)) {
    try {
      linkSync(aside, lockPath);
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    unlinkSync(aside);
    throw new DataDirInUseError(dataDirLabel, movedPid, lockPath);
  }
  unlinkSync(aside);
}

function release(lockPath: string): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  if (parsePid(readLock(lockPath) ?? '') === process.pid) {
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  }
}

function isRunningOwner(pid: number, lockPath: string): boolean {
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  return isProcessAlive(pid);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrno(error, 'EPERM');
  }
}

function readLock(lockPath: string): string | undefined {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function parsePid(content: string): number | undefined {
  const trimmed = content.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const pid = Number(trimmed);
  return pid > 0 ? pid : undefined;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
