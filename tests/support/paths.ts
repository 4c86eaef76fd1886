// Vitest entry point of the machine path-test helper. See docs/testing-machines.md.
//
//   describeMachinePaths('catalog', catalogMachine, {
//     events: { 'catalog.search': [{ type: 'catalog.search', query: 'slots' }] },
//     outputs: { loadCatalog: [{ games: [] }] },
//     errors: { loadCatalog: ['NETWORK'] },
//   });
//
// registers one `it` per generated path (replayed on a live actor) and one coverage `it`.
import { describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { assertFullCoverage, formatCoverage } from './machine-paths/coverage.ts';
import { dedupePaths, generateMachinePaths } from './machine-paths/generate.ts';
import { replayMachinePath } from './machine-paths/replay.ts';
import { runMachinePaths } from './machine-paths/run.ts';
import type { MachinePath, MachinePathOptions } from './machine-paths/types.ts';

export { assertFullCoverage, computeCoverage, formatCoverage } from './machine-paths/coverage.ts';
export type { CoverageReport, ReachedRecord } from './machine-paths/coverage.ts';
export { dedupePaths, generateMachinePaths } from './machine-paths/generate.ts';
export { PathReplayError, replayMachinePath } from './machine-paths/replay.ts';
export { runMachinePaths } from './machine-paths/run.ts';
export type { MachinePathRun } from './machine-paths/run.ts';
export type * from './machine-paths/types.ts';

export interface DescribeMachinePathsOptions<
  TMachine extends AnyStateMachine,
> extends MachinePathOptions<TMachine> {
  /** Keep paths that another path extends (default false: their steps are checked anyway). */
  keepPrefixPaths?: boolean;
}

export function describeMachinePaths<TMachine extends AnyStateMachine>(
  name: string,
  machine: TMachine,
  options: DescribeMachinePathsOptions<TMachine> = {},
): void {
  describe(name, () => {
    const generated = generateMachinePaths(machine, options);
    const paths = options.keepPrefixPaths ? generated.paths : dedupePaths(generated.paths);
    for (const [title, path] of uniqueTitles(paths)) {
      it(title, async () => {
        await replayMachinePath(machine, path, options);
      });
    }

    it(coverageTitle(options), async () => {
      // Replays again rather than sharing state with the tests above, so that filtering
      // (`-t`) or a failed path test cannot make coverage pass or fail by accident.
      const run = await runMachinePaths(machine, options, paths);
      const extra = [...generated.notes.map((note) => `Note: ${note}`)];
      if (run.failures.length > 0) {
        extra.push(`${run.failures.length} path(s) diverged during replay; see their own tests.`);
      }
      if (run.coverage.excluded.length > 0 || generated.notes.length > 0) {
        console.info([formatCoverage(run.coverage), ...extra].join('\n'));
      }
      try {
        assertFullCoverage(run.coverage);
      } catch (error) {
        if (error instanceof Error) error.message = [error.message, ...extra].join('\n');
        throw error;
      }
    });
  });
}

function coverageTitle(options: {
  exclude?: MachinePathOptions<AnyStateMachine>['exclude'];
}): string {
  const states = Object.keys(options.exclude?.states ?? {}).length;
  const transitions = Object.keys(options.exclude?.transitions ?? {}).length;
  const excluded =
    states + transitions > 0 ? ` (excluded: ${states} states, ${transitions} transitions)` : '';
  return `coverage: every state entered and every transition taken${excluded}`;
}

/** Vitest reports identical titles confusingly: number repeats. */
function uniqueTitles(paths: readonly MachinePath[]): [string, MachinePath][] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = (seen.get(path.title) ?? 0) + 1;
    seen.set(path.title, count);
    return [count === 1 ? path.title : `${path.title} #${count}`, path];
  });
}
