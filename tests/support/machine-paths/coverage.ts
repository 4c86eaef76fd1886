// Coverage of what the LIVE actors reached (from inspection events), checked against the
// machine's definition. The graph's own claims are not trusted: a stub or guard that
// behaves differently from the traversal shows up here.
import type { AnyStateMachine } from 'xstate';
import { describeMachine } from './model.ts';
import type { MachineModel, TransitionInfo } from './model.ts';

export interface ReachedRecord {
  states: Set<string>;
  transitions: Set<string>;
}

export function emptyReached(): ReachedRecord {
  return { states: new Set(), transitions: new Set() };
}

export function mergeReached(into: ReachedRecord, from: ReachedRecord): void {
  from.states.forEach((id) => into.states.add(id));
  from.transitions.forEach((key) => into.transitions.add(key));
}

export interface Exclusions {
  states?: Readonly<Record<string, string>>;
  transitions?: Readonly<Record<string, string>>;
}

export interface CoverageReport {
  machineId: string;
  states: { total: number; reached: number; missing: string[] };
  transitions: { total: number; reached: number; missing: TransitionInfo[] };
  /** Intentional gaps, reported so they stay visible. */
  excluded: { kind: 'state' | 'transition'; id: string; reason: string }[];
  /** Exclusions naming nothing that exists, or something that is covered after all. */
  staleExclusions: string[];
  /** Forbidden transitions (`on: { x: undefined }`) only block events: not required. */
  ignoredForbidden: string[];
  ok: boolean;
}

export function computeCoverage(
  machine: AnyStateMachine | MachineModel,
  reached: ReachedRecord,
  exclude: Exclusions = {},
): CoverageReport {
  const model = 'stateIds' in machine ? machine : describeMachine(machine);
  const excludedStates = exclude.states ?? {};
  const excludedTransitions = exclude.transitions ?? {};
  const excluded: CoverageReport['excluded'] = [];
  const staleExclusions: string[] = [];

  const missingStates: string[] = [];
  for (const id of model.stateIds) {
    const reason = excludedStates[id];
    if (reached.states.has(id)) {
      if (reason !== undefined) staleExclusions.push(`state "${id}" is excluded but was reached`);
    } else if (reason !== undefined) {
      excluded.push({ kind: 'state', id, reason });
    } else {
      missingStates.push(id);
    }
  }
  for (const id of Object.keys(excludedStates)) {
    if (!model.stateIds.includes(id)) staleExclusions.push(`state "${id}" does not exist`);
  }

  const required = model.transitions.filter((transition) => !transition.forbidden);
  const missingTransitions: TransitionInfo[] = [];
  for (const transition of required) {
    const reason = excludedTransitions[transition.key];
    if (reached.transitions.has(transition.key)) {
      if (reason !== undefined) {
        staleExclusions.push(`transition "${transition.key}" is excluded but was taken`);
      }
    } else if (reason !== undefined) {
      excluded.push({ kind: 'transition', id: transition.key, reason });
    } else {
      missingTransitions.push(transition);
    }
  }
  const requiredKeys = new Set(required.map((transition) => transition.key));
  for (const key of Object.keys(excludedTransitions)) {
    if (!requiredKeys.has(key)) staleExclusions.push(`transition "${key}" does not exist`);
  }

  return {
    machineId: model.machineId,
    states: {
      total: model.stateIds.length,
      reached: model.stateIds.filter((id) => reached.states.has(id)).length,
      missing: missingStates,
    },
    transitions: {
      total: required.length,
      reached: required.filter((transition) => reached.transitions.has(transition.key)).length,
      missing: missingTransitions,
    },
    excluded,
    staleExclusions,
    ignoredForbidden: model.transitions.filter((t) => t.forbidden).map((t) => t.key),
    ok:
      missingStates.length === 0 && missingTransitions.length === 0 && staleExclusions.length === 0,
  };
}

export function formatCoverage(report: CoverageReport): string {
  const lines = [
    `${report.machineId}: states ${report.states.reached}/${report.states.total}, ` +
      `transitions ${report.transitions.reached}/${report.transitions.total}`,
  ];
  if (report.states.missing.length > 0) {
    lines.push('States never entered:');
    lines.push(...report.states.missing.map((id) => `  - ${id}`));
  }
  if (report.transitions.missing.length > 0) {
    lines.push('Transitions never taken:');
    lines.push(...report.transitions.missing.map((t) => `  - ${t.key}${describeTarget(t)}`));
  }
  if (report.staleExclusions.length > 0) {
    lines.push('Stale exclusions:');
    lines.push(...report.staleExclusions.map((text) => `  - ${text}`));
  }
  if (report.excluded.length > 0) {
    lines.push('Excluded on purpose:');
    lines.push(...report.excluded.map((e) => `  - ${e.kind} ${e.id}: ${e.reason}`));
  }
  if (!report.ok) {
    lines.push(
      'Add fixtures (events/outputs/errors) that reach them, or list them under `exclude` with a reason.',
    );
  }
  return lines.join('\n');
}

export function assertFullCoverage(report: CoverageReport): void {
  if (!report.ok) throw new Error(`Incomplete path coverage\n${formatCoverage(report)}`);
}

function describeTarget(transition: TransitionInfo): string {
  const guard = transition.guard ? ` if ${transition.guard}` : '';
  const target =
    transition.targets.length > 0 ? ` → ${transition.targets.join(', ')}` : ' (no target)';
  return `${guard}${target}`;
}
