// Reads V8 .cpuprofile files (node --cpu-prof, `npm run bench:profile`) and prints what a flame
// graph shows: busy time by area (graphql parse / validation / execution, Yoga, Fastify, pg,
// PGlite, JSON, write system calls, GC …) as self time and as inclusive time (the area anywhere
// on the stack), then the top functions by self and by inclusive time. When the benchmark wrote
// the measured window beside the profile (<name>.window.json), only samples inside it count.
//
//   ./node_modules/.bin/node bench/profile-summary.ts <file.cpuprofile>… [--top <n>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

// First match wins; a frame without a URL (a builtin) takes its caller's area, except JSON.
const AREAS: [area: string, url: RegExp][] = [
  ['graphql parse', /node_modules\/graphql\/language\//],
  ['graphql validation', /node_modules\/graphql\/validation\//],
  ['graphql execution', /node_modules\/graphql\/(execution|type|utilities|jsutils|error)\//],
  ['graphql-armor', /node_modules\/@escape\.tech\//],
  ['response cache', /plugin-response-cache/],
  [
    'Yoga/envelop',
    /node_modules\/(graphql-yoga|@envelop|@graphql-yoga|@whatwg-node|@graphql-tools|@repeaterjs|@graphql-hive)/,
  ],
  ['ws/graphql-ws', /node_modules\/(ws|graphql-ws)\//],
  [
    'Fastify',
    /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|pino|sonic-boom|thread-stream|fast-querystring|process-warning)/,
  ],
  ['pg', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|pgpass)\//],
  ['PGlite', /node_modules\/@electric-sql\/pglite|^wasm:/],
  ['lobby server', /\/server\//],
  ['bench', /\/bench\//],
  ['other packages', /node_modules\//],
  ['node internals', /^node:/],
];
// V8's pseudo-frames.
const SPECIAL = new Map([
  ['(garbage collector)', 'GC'],
  ['(program)', 'V8 (program)'],
  ['(idle)', 'idle'],
  ['(root)', 'V8 (program)'],
]);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '12' } },
});
const TOP = Number(values.top);

function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  const ownArea = (node: ProfileNode): string | undefined => {
    const { functionName, url } = node.callFrame;
    const special = SPECIAL.get(functionName);
    if (special) return special;
    if (!url) {
      if (/^(stringify|parse)$/.test(functionName)) return 'JSON';
      // The system calls that write to sockets and files (the kernel's time shows here).
      if (/^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeString)$/.test(functionName))
        return 'write syscalls';
      return undefined;
    }
    return AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
  };
  const areaOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const area = ownArea(byId.get(at)!);
      if (area) return area;
    }
    return 'V8 (program)';
  };
  const key = ({ functionName, url, lineNumber }: CallFrame) =>
    `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : '(native)'}`;

  // Only the measured window when the benchmark wrote one (bench/support/profiling.ts).
  const windowFile = file.replace(/\.cpuprofile$/, '.window.json');
  const window = existsSync(windowFile)
    ? (JSON.parse(readFileSync(windowFile, 'utf8')) as { start: number; end: number })
    : { start: -Infinity, end: Infinity };
  const selfOfNode = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.start || at > window.end) return;
    selfOfNode.set(id, (selfOfNode.get(id) ?? 0) + delta);
  });
  const selfArea = new Map<string, number>();
  const inclusiveArea = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const inclusiveFn = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, time: number) =>
    map.set(name, (map.get(name) ?? 0) + time);
  let idle = 0;
  let busy = 0;
  for (const [id, time] of selfOfNode) {
    const area = areaOf(id);
    if (area === 'idle') {
      idle += time;
      continue;
    }
    busy += time;
    add(selfArea, area, time);
    add(selfFn, key(byId.get(id)!.callFrame), time);
    const areas = new Set<string>();
    const functions = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      if (SPECIAL.has(node.callFrame.functionName)) continue;
      const own = ownArea(node);
      if (own) areas.add(own);
      functions.add(key(node.callFrame));
    }
    areas.add(area);
    // Node's task queues are under nearly every stack: as an inclusive area they say nothing.
    areas.delete('node internals');
    for (const name of areas) add(inclusiveArea, name, time);
    for (const name of functions) add(inclusiveFn, name, time);
  }

  const share = (time: number) => `${((100 * time) / busy).toFixed(1)}%`;
  const ranked = (map: Map<string, number>, limit: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, limit);
  console.log(
    `\n${path.basename(file)}: ${Number.isFinite(window.start) ? 'measured window' : 'whole process'}, ${((busy + idle) / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / (busy + idle)).toFixed(0)}%); shares are of busy time`,
  );
  console.log(
    `  self by area:      ${ranked(selfArea, 20)
      .map(([name, time]) => `${name} ${share(time)}`)
      .join(', ')}`,
  );
  console.log(
    `  inclusive by area: ${ranked(inclusiveArea, 20)
      .map(([name, time]) => `${name} ${share(time)}`)
      .join(', ')}`,
  );
  console.log(`  top self:`);
  for (const [name, time] of ranked(selfFn, TOP))
    console.log(`    ${share(time).padStart(6)}  ${name}`);
  console.log(`  top inclusive:`);
  for (const [name, time] of ranked(inclusiveFn, TOP))
    console.log(`    ${share(time).padStart(6)}  ${name}`);
}

if (positionals.length === 0) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile>… [--top <n>]');
  process.exitCode = 2;
}
for (const file of positionals) summarize(file);
