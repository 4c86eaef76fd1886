// What the protection pages' jsdom tests share: the app's providers with a shell of a chosen
// licence and route, a signed-in session, a wallet actor for the quick-deposit dialog, and the
// fake GraphQL client of the reward tests (answers by operation name, every call recorded).
import type { ShellContext } from '../../src/runtime/shell-context.ts';
import type { ReactNode } from 'react';
import type { Licence } from '../../machines/lobby-settings/settings.ts';
import { ROUTES } from '../../machines/routing/routes.ts';
import type { ProtectionLimitFieldsFragment } from '../../src/adapters/graphql/generated-session/graphql.ts';
import { ApiError } from '../../src/adapters/graphql/api-error.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { renderInApp, signedInSession } from './render-in-app.tsx';
import { fakeApi } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

export { loadMessages } from './rewards-harness.tsx';

type Handler = (variables: Record<string, unknown>) => unknown;

/** A typed server error with its details, as the client raises it. */
export const typedError = (type: string, details?: Record<string, unknown>) =>
  new ApiError({
    message: `[GraphQL] ${type}`,
    type,
    keys: [],
    traceId: null,
    status: 200,
    ...(details ? { details } : {}),
  });

/** One PlayerLimit as the server answers it. */
export function limit(overrides: Partial<ProtectionLimitFieldsFragment> = {}) {
  return {
    kind: 'Deposit',
    period: 'Day',
    amount: null,
    currency: 'EUR',
    used: 0,
    remaining: null,
    resetsAt: null,
    pending: null,
    ...overrides,
  } as ProtectionLimitFieldsFragment;
}

export async function renderProtection(
  ui: ReactNode,
  options: {
    licence: Licence;
    routeId?: string;
    handlers: Record<string, Handler>;
    featureToggles?: Partial<ShellContext['settings']['featureToggles']>;
  },
) {
  const api = fakeApi(options.handlers);
  const session = signedInSession();
  const { actors } = testAppActors({ api: api.api, session });
  const route = options.routeId ? (ROUTES.find((r) => r.id === options.routeId) ?? null) : null;
  const result = await renderInApp(ui, actors, {
    shell: {
      settings: {
        ...demoSettings,
        license: options.licence,
        featureToggles: { ...demoSettings.featureToggles, ...options.featureToggles },
      },
      route,
    },
  });
  return { ...result, api };
}
