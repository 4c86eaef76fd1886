// Profile mode (`npm run bench:profile`, BENCH_PROFILE_DIR): each benchmark runs only its own
// workload — no floor — under V8's CPU profiler and leaves <name>.cpuprofile in the directory,
// for bench/profile-summary.ts or Chrome DevTools. Child processes get --cpu-prof (written when
// they exit); in-process workloads use the inspector.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export const profileDir = (): string | undefined =>
  process.env.BENCH_PROFILE_DIR?.trim() || undefined;

/** Node options that make a child process write <name>.cpuprofile into the profile directory. */
export function cpuProfArgs(name: string): string[] {
  const dir = profileDir();
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
}

/** Runs fn under this process's CPU profiler and writes <name>.cpuprofile. */
export async function profileInProcess<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = profileDir();
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(dir, `${name}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  profile: ${file}`);
  }
}
