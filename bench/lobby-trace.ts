// Where the lobby's blocking time goes (decision 0047): one cold load of `/` under the same
// conditions as bench/lobby-lcp.ts (4× CPU, slow 4G, empty cache), with a Chromium trace, and a
// table of the main thread's long tasks after first contentful paint — each with what filled it
// (script evaluation per file, timers, React's message-channel tasks, style, layout, paint).
// A diagnostic, not a benchmark: it prints no ratio; compare builds with bench/lobby-lcp.ts.
//
//   npm run build && ./node_modules/.bin/node bench/lobby-trace.ts [--device desktop|phone]
//   [--runs n] (loads, default 1)  [--out trace.json] (the last load's raw trace)
//   [--profile] (with V8's CPU samples in the trace, which slow the page down)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { emulateColdSlow4G, launchCdpBrowser } from './support/cdp-browser.ts';
import { LOBBY_DEVICES, emulatePhoneAgent, emulateScreen } from './support/lobby-devices.ts';
import { startBenchServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    device: { type: 'string', default: 'desktop' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});

// How long a load is traced: first paint, the lobby's later rows and the idle-time chunks.
const SETTLE_MS = 10_000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; frame?: string; name?: string };
}

/** What a slice of a task was doing, named for a reader of the table. */
function label(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  const file = (url: unknown) => (typeof url === 'string' ? url.split('/').pop() : '?');
  switch (event.name) {
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `evaluate ${file(data.url)}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `compile ${file(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'FunctionCall':
      return `call ${file(data.url)}`;
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'ResourceReceivedData':
    case 'ResourceFinish':
      return null;
    default:
      return null;
  }
}

async function traceOnce(mobile: boolean): Promise<{ events: TraceEvent[]; raw: string }> {
  const server = await startBenchServer();
  // Without the DevTools Runtime domain, as a player's browser runs (bench/support/cdp-browser.ts).
  const browser = await launchCdpBrowser();
  try {
    const page = await browser.newPage();
    const device = LOBBY_DEVICES.find((d) => d.mobile === mobile)!;
    await emulateScreen(page, device);
    if (mobile) await emulatePhoneAgent(page);
    await emulateColdSlow4G(page);
    const events: TraceEvent[] = [];
    page.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));
    const complete = new Promise<void>((resolve) =>
      page.on('Tracing.tracingComplete', () => resolve()),
    );
    await page.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'disabled-by-default-v8.compile',
          'blink.user_timing',
          'loading',
          'toplevel',
          ...(values.profile ? ['disabled-by-default-v8.cpu_profiler'] : []),
        ],
      },
    });
    await page.send('Page.navigate', { url: `${server.base}/` });
    // The load and what follows it (idle-time chunks, the lobby's later rows).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await page.send('Tracing.end');
    await complete;
    await page.close();
    return { events, raw: JSON.stringify({ traceEvents: events }) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function report(events: TraceEvent[]): number {
  // The lobby's renderer (an about:blank renderer comes first) is the one that painted it.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const thread = events.find(
    (e) => e.pid === fcp.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const main = { pid: fcp.pid, tid: thread?.tid ?? fcp.tid };
  const navigation = events.find((e) => e.pid === main.pid && e.name === 'navigationStart');
  const parse = events.find((e) => e.pid === main.pid && e.name === 'ParseHTML');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts + (e.dur ?? 0) > fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  const origin = navigation?.ts ?? parse?.ts ?? fcp.ts;
  let tbt = 0;
  console.log(`FCP at ${((fcp.ts - origin) / 1000).toFixed(0)} ms`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const blocking = Math.max(0, (end - Math.max(task.ts, fcp.ts)) / 1000 - 50);
    tbt += blocking;
    // Top-level slices: the outermost labelled events inside the task.
    const inside = onMain.filter(
      (e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
    );
    const parts = new Map<string, number>();
    const covered: [number, number][] = [];
    for (const event of inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
      const name = label(event);
      if (!name) continue;
      if (covered.some(([s, e]) => event.ts >= s && event.ts < e)) continue;
      covered.push([event.ts, event.ts + (event.dur ?? 0)]);
      parts.set(name, (parts.get(name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `  ${((task.ts - origin) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000)
        .toFixed(0)
        .padStart(4)} ms (blocking ${blocking.toFixed(0).padStart(3)})  ${top}`,
    );
  }
  console.log(`TBT ${tbt.toFixed(0)} ms`);
  return tbt;
}

const mobile = values.device === 'phone';
const totals: number[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  const { events, raw } = await traceOnce(mobile);
  totals.push(report(events));
  if (values.out) writeFileSync(values.out, raw);
}
if (totals.length > 1) console.log(`TBT per load: ${totals.map((t) => t.toFixed(0)).join(', ')}`);
