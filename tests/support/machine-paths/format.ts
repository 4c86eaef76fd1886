// Readable names for states, events and paths: test titles, CLI output and error messages.
import type { EventObject, StateValue } from 'xstate';
import { classifyEvent } from './model.ts';
import type { MachineModel } from './model.ts';
import type { MachinePath } from './types.ts';

const ARROW = ' → ';
const PAYLOAD_LIMIT = 60;

/** `idle`, `running.lights.green`, `running.{lights.green, counter.idle}` */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined ? key : `${key}.${formatStateValue(child)}`,
  );
  return parts.length === 1 ? (parts[0] ?? '') : `{${parts.join(', ')}}`;
}

/** `catalog.load`, `done: loadCatalog`, `error: loadCatalog`, `after GREEN_TIME` */
export function formatEventName(model: MachineModel, type: string): string {
  const kind = classifyEvent(model, type);
  switch (kind.kind) {
    case 'after':
      return kind.delay === undefined ? type : `after ${formatDelay(kind.delay)}`;
    case 'done.actor':
      return `done: ${kind.invokeId}`;
    case 'error.actor':
      return `error: ${kind.invokeId}`;
    default:
      return type;
  }
}

function formatDelay(delay: number | string): string {
  return typeof delay === 'number' ? `${delay} ms` : delay;
}

/** The event's data (payload, actor output or error) as short JSON, or '' when there is none. */
export function summarizePayload(event: EventObject, limit = PAYLOAD_LIMIT): string {
  const {
    type: _type,
    actorId: _actorId,
    ...payload
  } = event as EventObject & { actorId?: unknown };
  const data: unknown =
    'output' in payload && Object.keys(payload).length === 1
      ? payload.output
      : 'error' in payload && Object.keys(payload).length === 1
        ? payload.error
        : payload;
  if (data === undefined) return '';
  if (typeof data === 'object' && data !== null && Object.keys(data).length === 0) return '';
  const json = safeJson(data);
  return json.length > limit ? `${json.slice(0, limit - 1)}…` : json;
}

function safeJson(data: unknown): string {
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return String(data);
  }
}

/** `catalog.load {"locale":"en-GB"}` */
export function formatEvent(model: MachineModel, event: EventObject, limit?: number): string {
  const payload = summarizePayload(event, limit);
  const name = formatEventName(model, event.type);
  return payload ? `${name} ${payload}` : name;
}

/** `idle → loading (catalog.load) → ready (done: loadCatalog)` */
export function formatPathTitle(model: MachineModel, path: Omit<MachinePath, 'title'>): string {
  const parts = [formatStateValue(path.start.value)];
  for (const step of path.steps) {
    parts.push(`${formatStateValue(step.state.value)} (${formatEvent(model, step.event, 40)})`);
  }
  return parts.join(ARROW);
}

/** Numbered lines for QA and for replay errors; `marker` flags one step (e.g. the failing one). */
export function formatPathSteps(
  model: MachineModel,
  path: MachinePath,
  marker?: { index: number; text: string },
): string[] {
  const startFlag = marker && marker.index === 0 ? `   ${marker.text}` : '';
  const lines = [`  0. start in ${formatStateValue(path.start.value)}${startFlag}`];
  path.steps.forEach((step, index) => {
    const from = index === 0 ? path.start : path.steps[index - 1]?.state;
    const flag = marker && marker.index === index + 1 ? `   ${marker.text}` : '';
    lines.push(
      `  ${index + 1}. ${formatStateValue(from?.value ?? '?')} — ${formatEvent(model, step.event)} → ${formatStateValue(step.state.value)}${flag}`,
    );
  });
  return lines;
}
