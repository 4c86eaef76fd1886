// Profile mode (`npm run bench:profile`, BENCH_PROFILE_DIR): each benchmark runs only its own
// workload — no floor — under V8's CPU profiler and leaves <name>.cpuprofile in the directory,
// for bench/profile-summary.ts or Chrome DevTools. Child processes get --cpu-prof (written when
// they exit); in-process workloads use the inspector. Either way the measured window is written
// beside the profile (<name>.window.json, CLOCK_MONOTONIC µs — the clock of V8's sample
// timestamps on Linux), so the summary leaves out start-up, seeding and warm-up.
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

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Runs fn and records its window for the profile <name>.cpuprofile. */
export async function profileWindow<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = profileDir();
  if (!dir) return fn();
  const start = monotonicMicros();
  const result = await fn();
  const window = { start, end: monotonicMicros() };
  await writeFile(path.join(dir, `${name}.window.json`), JSON.stringify(window));
  return result;
}

/** Runs fn under this process's CPU profiler and writes <name>.cpuprofile and its window. */
export async function profileInProcess<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = profileDir();
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await profileWindow(name, fn);
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(dir, `${name}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  profile: ${file}`);
  }
}
