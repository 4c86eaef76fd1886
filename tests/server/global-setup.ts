// Once per run of the server tests: the PGlite templates that helpers/pglite-template.ts copies.
// Vitest runs the global setup of every project that names it, one project after another, before
// any test file starts; the three server projects share one build instead (the first setup
// starts it, the last teardown removes it), and the build runs in a child process while the test
// files start: a file waits for the templates only when it opens a PGlite copy
// (helpers/pglite-template.ts), so a run on PostgreSQL mostly never waits at all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PgliteTemplates } from './helpers/pglite-template.ts';

interface SharedBuild {
  templates: PgliteTemplates;
  /** Ends a builder still running (nothing needs the templates now); settles when it exited. */
  stop(): Promise<void>;
  projects: number;
}

const SHARED = Symbol.for('lobby.server-tests.pglite-templates');
const shared = globalThis as typeof globalThis & { [SHARED]?: Promise<SharedBuild> };

async function startBuild(): Promise<SharedBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'lobby-pglite-templates-'));
  const templates: PgliteTemplates = {
    empty: path.join(root, 'empty'),
    migrated: path.join(root, 'migrated'),
    ready: path.join(root, 'ready'),
    failed: path.join(root, 'failed'),
  };
  const builder = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'helpers', 'build-pglite-templates.ts'), root],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  builder.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => {
    const settle = (why: string) => {
      // A builder that died without its marker still leaves one, so no test waits in vain.
      if (existsSync(templates.ready) || existsSync(templates.failed)) return resolve();
      const partial = `${templates.failed}.partial`;
      void writeFile(partial, `the PGlite template builder ${why}\n${stderr}`)
        .then(() => rename(partial, templates.failed))
        .finally(resolve);
    };
    builder.on('error', (error) => settle(`did not start: ${error.message}`));
    builder.on('exit', (code, signal) => settle(`exited with ${signal ?? code}`));
  });
  const stop = async () => {
    if (builder.exitCode === null && builder.signalCode === null) builder.kill();
    await exited;
  };
  return { templates, stop, projects: 0 };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = await (shared[SHARED] ??= startBuild());
  build.projects += 1;
  project.provide('pgliteTemplates', build.templates);
  return async () => {
    build.projects -= 1;
    if (build.projects > 0) return;
    // A later setup in this process (Vitest's watch mode) starts a build of its own.
    delete shared[SHARED];
    await build.stop();
    await rm(path.dirname(build.templates.ready), { recursive: true, force: true });
  };
}
