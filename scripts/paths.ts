// Prints the generated paths of a registered machine for QA.
//
//   npm run paths -- --list                 the registered machines
//   npm run paths -- example.traffic        numbered steps: state — event {payload} → state
//   npm run paths -- example.traffic --json the same paths as JSON
//
// Runs on Node's type stripping: everything it imports must be plain `.ts` with extensions.
import { parseArgs } from 'node:util';
import { generateMachinePaths } from '../tests/support/machine-paths/generate.ts';
import { formatPathSteps } from '../tests/support/machine-paths/format.ts';
import { describeMachine } from '../tests/support/machine-paths/model.ts';
import type { PathKind } from '../tests/support/machine-paths/types.ts';
import { machineRegistry } from '../tests/machines/registry.ts';

const HEADINGS: Record<PathKind, string> = {
  shortest: 'Shortest paths',
  simple: 'Simple paths',
  transition: 'Extra paths for transitions the others miss',
};

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage()}`);
    return 1;
  }
  const { values, positionals } = parsed;

  if (values.help) {
    console.log(usage());
    return 0;
  }
  if (values.list) {
    console.log(listing());
    return 0;
  }
  const name = positionals[0];
  const entry = name === undefined ? undefined : machineRegistry[name];
  if (name === undefined || entry === undefined) {
    const problem = name === undefined ? 'No machine given.' : `Unknown machine "${name}".`;
    console.error(`${problem}\n${usage()}\n\n${listing()}`);
    return 1;
  }

  const generated = generateMachinePaths(entry.machine, entry.options);
  if (values.json) {
    console.log(JSON.stringify({ name, description: entry.description, ...generated }, null, 2));
    return 0;
  }

  const model = describeMachine(entry.machine);
  const lines = [`${name} — ${entry.description}`];
  for (const kind of Object.keys(HEADINGS) as PathKind[]) {
    const paths = generated.paths.filter((path) => path.kind === kind);
    if (paths.length === 0) continue;
    lines.push('', `${HEADINGS[kind]} (${paths.length})`);
    paths.forEach((path, index) => {
      lines.push('', `#${index + 1} ${path.title}`, ...formatPathSteps(model, path));
    });
  }
  if (generated.notes.length > 0) {
    lines.push('', 'Notes:', ...generated.notes.map((note) => `  - ${note}`));
  }
  console.log(lines.join('\n'));
  return 0;
}

function usage(): string {
  return 'Usage: npm run paths -- <machine> [--json] | --list';
}

function listing(): string {
  const names = Object.entries(machineRegistry);
  const width = Math.max(...names.map(([name]) => name.length));
  return [
    'Machines:',
    ...names.map(([name, entry]) => `  ${name.padEnd(width)}  ${entry.description}`),
  ].join('\n');
}

process.exitCode = main();
