import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempDir {
  path: string;
  remove(): Promise<void>;
}

export async function makeTempDir(prefix: string): Promise<TempDir> {
  const dir = await mkdtemp(path.join(tmpdir(), `lobby-${prefix}-`));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
