// The import graph's one-way rules, counted: imports from src/features into src/app,
// from src/components into src/app, between two features, and import cycles in src/ and server/.
// Prints the counts and each offending edge or cycle; exits 1 when any count is above zero.
//
//   node scripts/import-graph.ts             src/ and server/
//   node scripts/import-graph.ts --src-only  src/ only (server cycles are reported, not counted)
//
// Every import counts: static, `import type`, re-exports and dynamic `import()` — a type-only
// back-arrow couples the layers as much as a value one, and a lazy import still makes a circle
// in the source. Specifiers are resolved like TypeScript does here: relative paths and the `@/`
// alias (→ src/), with or without the .ts/.tsx extension, or a folder's index. Packages are
// not part of the graph.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'public']);

/** Repository-relative path with forward slashes. */
const rel = (file: string) => relative(root, file).split(sep).join('/');

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : sourceFiles(path);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// from '…' (imports and re-exports), import '…' (side effects), import('…') (lazy).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/** Comments removed (keeps string contents, so `'//'` inside a string survives). */
function withoutComments(code: string): string {
  return code.replace(
    /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (match, literal: string | undefined) => literal ?? '',
  );
}

export function specifiersOf(code: string): string[] {
  return [...withoutComments(code).matchAll(SPECIFIER)].map((match) => match[2]!);
}

function resolveFile(base: string): string | null {
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return resolveFile(join(root, 'src', specifier.slice(2)));
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  return null; // a package
}

type Graph = Map<string, Set<string>>;

function buildGraph(files: string[]): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      if (target) targets.add(rel(target));
    }
    graph.set(rel(file), targets);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue; // outside the scanned folder
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
    }
  }

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

function edges(graph: Graph, rule: (from: string, to: string) => boolean): string[] {
  return [...graph].flatMap(([from, targets]) =>
    [...targets].filter((to) => rule(from, to)).map((to) => `${from} → ${to}`),
  );
}

function main() {
  const srcOnly = process.argv.includes('--src-only');
  const src = buildGraph(sourceFiles(join(root, 'src')));
  const server = buildGraph(sourceFiles(join(root, 'server')));

  const checks: { name: string; found: string[]; counted: boolean }[] = [
    {
      name: 'features → app',
      found: edges(
        src,
        (from, to) => from.startsWith('src/features/') && to.startsWith('src/app/'),
      ),
      counted: true,
    },
    {
      name: 'components → app',
      found: edges(
        src,
        (from, to) => from.startsWith('src/components/') && to.startsWith('src/app/'),
      ),
      counted: true,
    },
    {
      name: 'feature → feature',
      found: edges(src, (from, to) => {
        const [a, b] = [featureOf(from), featureOf(to)];
        return a !== null && b !== null && a !== b;
      }),
      counted: true,
    },
    { name: 'cycles in src/', found: cyclesOf(src).map((c) => c.join(' ⇄ ')), counted: true },
    {
      name: 'cycles in server/',
      found: cyclesOf(server).map((c) => c.join(' ⇄ ')),
      counted: !srcOnly,
    },
  ];

  for (const check of checks) {
    const note = check.counted ? '' : ' (not counted: --src-only)';
    console.log(`${check.name}: ${check.found.length}${note}`);
    for (const line of check.found) console.log(`  ${line}`);
  }
  const failed = checks.filter((check) => check.counted && check.found.length > 0);
  if (failed.length > 0) {
    console.error(`Import graph: ${failed.map((check) => check.name).join(', ')} must be 0.`);
    process.exit(1);
  }
}

main();
