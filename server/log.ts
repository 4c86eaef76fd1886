// The log the services write to: Fastify's pino logger in the server, a silent or capturing one
// in tests. Only what the services use.

export interface LogFn {
  (message: string): void;
  (details: Record<string, unknown>, message: string): void;
}

export interface Log {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

const nothing: LogFn = () => undefined;
export const silentLog: Log = { info: nothing, warn: nothing, error: nothing };
