// Replays a set of paths and judges coverage from what the live actors reached.
import type { AnyStateMachine } from 'xstate';
import { computeCoverage, emptyReached } from './coverage.ts';
import type { CoverageReport } from './coverage.ts';
import { dedupePaths, generateMachinePaths } from './generate.ts';
import { replayMachinePath } from './replay.ts';
import type { MachinePath, MachinePathOptions } from './types.ts';

export interface MachinePathRun {
  paths: MachinePath[];
  failures: { path: MachinePath; error: unknown }[];
  coverage: CoverageReport;
  notes: string[];
}

/**
 * Generates (unless `paths` is given), replays every path, and computes coverage. A path
 * that diverges still counts for what it reached before the divergence.
 */
export async function runMachinePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: MachinePathOptions<TMachine> = {},
  paths?: readonly MachinePath[],
): Promise<MachinePathRun> {
  const generated = paths
    ? { paths: [...paths], notes: [] }
    : generateMachinePaths(machine, options);
  const toReplay = dedupePaths(generated.paths);
  const reached = emptyReached();
  const failures: MachinePathRun['failures'] = [];
  for (const path of toReplay) {
    try {
      await replayMachinePath(machine, path, options, reached);
    } catch (error) {
      failures.push({ path, error });
    }
  }
  const general = options as MachinePathOptions<AnyStateMachine>;
  return {
    paths: toReplay,
    failures,
    coverage: computeCoverage(machine, reached, general.exclude),
    notes: generated.notes,
  };
}
