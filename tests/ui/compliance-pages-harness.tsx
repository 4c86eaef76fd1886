// What the compliance pages' jsdom tests share: the protection harness's signed-in
// session and fake GraphQL client (answers by operation name, every call recorded), the session's
// bearer and refresh as the upload adapter reads them, the platform's overlays recorded, and a
// fake XMLHttpRequest standing in for POST /api/documents (each request recorded; the test
// reports progress and answers it).
import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { ROUTES } from '../../machines/routing/routes.ts';
import type {
  ComplianceDocumentFieldsFragment,
  ComplianceSourceOfWealthFieldsFragment,
  SourceOfWealthType,
} from '../../src/adapters/graphql/generated-session/graphql.ts';
import type { ShellContext } from '../../src/runtime/shell-context.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { renderInApp, signedInSession } from './render-in-app.tsx';
import { fakeApi } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

export { loadMessages } from './rewards-harness.tsx';
export { typedError } from './protection-harness.tsx';

type Handler = (variables: Record<string, unknown>) => unknown;

/** One recorded upload: what was sent, and the test's hands to answer it. */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
  fail: () => void;
}

/** Replaces XMLHttpRequest for the test; `sent` lists the requests in order. */
export function fakeUploads() {
  const sent: SentUpload[] = [];
  class FakeXHR {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      sent.push({
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        answer: (status, answer) => {
          this.status = status;
          this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
  return sent;
}

/** Waits (inside act) until the fake has recorded `count` uploads. */
export async function uploadsSent(sent: SentUpload[], count = 1) {
  await vi.waitFor(() => {
    if (sent.length < count) throw new Error(`${sent.length} uploads sent, waiting for ${count}`);
  });
  return sent[count - 1]!;
}

/** Answers (or advances) an upload inside act, so React renders what follows. */
export const inAct = (task: () => void) =>
  act(async () => {
    task();
    await Promise.resolve();
  });

export function pdf(name = 'payslip.pdf', size = 2048, type = 'application/pdf'): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // A large file without allocating it: the pre-check reads only the size.
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function storedDocument(
  overrides: Partial<ComplianceDocumentFieldsFragment> = {},
): ComplianceDocumentFieldsFragment {
  return {
    documentId: 'd1',
    purpose: 'Salary',
    fileName: 'payslip.pdf',
    contentType: 'application/pdf',
    size: 245_760,
    status: 'Pending',
    rejectionReason: null,
    uploadedAt: '2030-03-01T10:00:00.000Z',
    reviewedAt: null,
    url: '/api/documents/d1',
    ...overrides,
  };
}

const EXAMPLE_OPTIONS: Record<SourceOfWealthType, string[]> = {
  Salary: ['Employed', 'Self-employed', 'Pension'],
  Dividends: ['Shares', 'Funds'],
  Other: ['Gift', 'Lottery win', 'Savings'],
  Inheritance: ['Cash', 'Property'],
  SaleOfCompany: ['Shares sold', 'Business assets'],
  SaleOfProperty: ['House', 'Land'],
};

/** A SourceOfWealth answer: every category in enum order, undeclared unless overridden. */
export function sourceOfWealth(
  overrides: Partial<Omit<ComplianceSourceOfWealthFieldsFragment, 'categories'>> = {},
  categories: Partial<
    Record<
      SourceOfWealthType,
      Partial<ComplianceSourceOfWealthFieldsFragment['categories'][number]>
    >
  > = {},
): ComplianceSourceOfWealthFieldsFragment {
  const types = Object.keys(EXAMPLE_OPTIONS).sort() as SourceOfWealthType[];
  return {
    checkState: 'Required',
    dueDate: '2030-04-01T00:00:00.000Z',
    dueDateExpired: false,
    reason: 'Operator',
    comment: null,
    requestedFundingType: null,
    ...overrides,
    categories: types.map((type) => ({
      type,
      exampleOptions: EXAMPLE_OPTIONS[type],
      selectedOptions: [],
      description: null,
      completed: false,
      documents: [],
      ...categories[type],
    })),
  };
}

export interface ComplianceHarnessOptions {
  routeId?: string;
  handlers: Record<string, Handler>;
  /** The bearer the session holds; `refreshTo` is what a refresh after a 401 gives. */
  token?: string;
  refreshTo?: string | null;
  featureToggles?: Partial<ShellContext['settings']['featureToggles']>;
}

export async function renderCompliance(ui: ReactNode, options: ComplianceHarnessOptions) {
  const api = fakeApi(options.handlers);
  let token = options.token ?? 'token-1';
  const refreshes: number[] = [];
  const { actors, platformEvents } = testAppActors({
    api: api.api,
    session: signedInSession(),
    accessToken: () => token,
    refreshAfterAuthFailure: async () => {
      refreshes.push(Date.now());
      if (!options.refreshTo) return false;
      token = options.refreshTo;
      return true;
    },
  });
  const route = options.routeId ? (ROUTES.find((r) => r.id === options.routeId) ?? null) : null;
  const result = await renderInApp(ui, actors, {
    shell: {
      settings: {
        ...demoSettings,
        featureToggles: { ...demoSettings.featureToggles, ...options.featureToggles },
      },
      route,
    },
  });
  return { ...result, api, overlays: platformEvents.overlays, refreshes };
}
