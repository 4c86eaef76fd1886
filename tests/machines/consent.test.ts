import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CONSENT_CATEGORIES,
  consentCategories,
  consentMachine,
  consentStatus,
  hasConsent,
  isConsentBannerVisible,
  isConsentSettingsOpen,
  parseStoredConsent,
  type ConsentEvent,
  type StoredConsent,
} from '../../machines/consent/consent.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { consentPaths } from './consent.paths.ts';

describeMachinePaths('consent', consentPaths.machine, consentPaths.options);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A consent actor whose stored value is `stored` (what the app's reader returns). */
async function consent(stored: unknown | Error) {
  const persisted: StoredConsent[] = [];
  const warnings: string[] = [];
  const actor = createActor(
    consentMachine.provide({
      actors: {
        readStoredConsent: fromPromise<unknown>(async () => {
          if (stored instanceof Error) throw stored;
          return stored;
        }),
      },
      actions: {
        persistConsent: (_, params) => persisted.push(params),
        warnStoredConsent: (_, params) => warnings.push(params.reason),
      },
    }),
  ).start();
  await settle();
  const snapshot = () => actor.getSnapshot();
  const send = (event: ConsentEvent) => actor.send(event);
  return { actor, persisted, warnings, snapshot, send };
}

describe('parseStoredConsent', () => {
  it('reads a stored answer, adding necessary and keeping the canonical order', () => {
    expect(parseStoredConsent({ categories: ['marketing', 'analytics'] })).toEqual({
      categories: ['necessary', 'analytics', 'marketing'],
    });
    expect(parseStoredConsent({ categories: [] })).toEqual({ categories: ['necessary'] });
    expect(parseStoredConsent({ categories: [...CONSENT_CATEGORIES] })).toEqual({
      categories: [...CONSENT_CATEGORIES],
    });
  });

  it('drops unknown, duplicate and non-string category names', () => {
    expect(
      parseStoredConsent({
        categories: ['analytics', 'analytics', 'trackers', 42, null, { a: 1 }],
      }),
    ).toEqual({ categories: ['necessary', 'analytics'] });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '{"categories":["analytics"]}'],
    ['a number', 1],
    ['an array', ['analytics']],
    ['an object without categories', { analytics: true }],
    ['categories that are not an array', { categories: 'analytics' }],
  ])('returns null for %s', (_, value) => {
    expect(parseStoredConsent(value)).toBeNull();
  });
});

describe('reading the stored consent', () => {
  it('is unanswered with nothing stored, allowing necessary only, without a warning', async () => {
    const { snapshot, warnings } = await consent(null);
    expect(consentStatus(snapshot())).toBe('unanswered');
    expect(isConsentBannerVisible(snapshot())).toBe(true);
    expect(consentCategories(snapshot())).toEqual(['necessary']);
    expect(hasConsent(snapshot(), 'necessary')).toBe(true);
    expect(hasConsent(snapshot(), 'preferences')).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('restores a stored answer without writing it again', async () => {
    const { snapshot, persisted } = await consent({ categories: ['preferences'] });
    expect(consentStatus(snapshot())).toBe('answered');
    expect(isConsentBannerVisible(snapshot())).toBe(false);
    expect(hasConsent(snapshot(), 'preferences')).toBe(true);
    expect(hasConsent(snapshot(), 'analytics')).toBe(false);
    expect(persisted).toEqual([]);
  });

  it('restores "all allowed"', async () => {
    const { snapshot } = await consent({ categories: [...CONSENT_CATEGORIES] });
    expect(consentStatus(snapshot())).toBe('allowedAll');
    for (const category of CONSENT_CATEGORIES) expect(hasConsent(snapshot(), category)).toBe(true);
  });

  it('treats a stored value that is not an answer as unanswered, with a warning', async () => {
    const { snapshot, warnings } = await consent({ categories: 'everything' });
    expect(consentStatus(snapshot())).toBe('unanswered');
    expect(warnings).toEqual(['invalid']);
  });

  it('treats a failing read as unanswered, with a warning', async () => {
    const { snapshot, warnings } = await consent(new Error('SecurityError'));
    expect(consentStatus(snapshot())).toBe('unanswered');
    expect(warnings).toEqual(['unreadable']);
  });

  it('allows necessary only and ignores answers while reading', () => {
    const persisted: StoredConsent[] = [];
    const actor = createActor(
      consentMachine.provide({
        actors: { readStoredConsent: fromPromise<unknown>(() => new Promise(() => {})) },
        actions: { persistConsent: (_, params) => persisted.push(params) },
      }),
    ).start();
    expect(consentStatus(actor.getSnapshot())).toBe('reading');
    expect(isConsentBannerVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'consent.acceptAll' });
    expect(consentStatus(actor.getSnapshot())).toBe('reading');
    expect(hasConsent(actor.getSnapshot(), 'preferences')).toBe(false);
    expect(persisted).toEqual([]);
  });
});

describe('answering', () => {
  it('accept all allows every category and writes it', async () => {
    const { snapshot, send, persisted } = await consent(null);
    send({ type: 'consent.acceptAll' });
    expect(consentStatus(snapshot())).toBe('allowedAll');
    expect(consentCategories(snapshot())).toEqual([...CONSENT_CATEGORIES]);
    expect(persisted).toEqual([{ categories: [...CONSENT_CATEGORIES] }]);
  });

  it('reject all keeps necessary only and writes it', async () => {
    const { snapshot, send, persisted } = await consent({ categories: [...CONSENT_CATEGORIES] });
    send({ type: 'consent.rejectAll' });
    expect(consentStatus(snapshot())).toBe('answered');
    expect(consentCategories(snapshot())).toEqual(['necessary']);
    expect(hasConsent(snapshot(), 'preferences')).toBe(false);
    expect(persisted).toEqual([{ categories: ['necessary'] }]);
  });

  it('save keeps the chosen categories plus necessary; choosing all of them is "all allowed"', async () => {
    const { snapshot, send, persisted } = await consent(null);
    send({ type: 'consent.save', categories: ['marketing', 'preferences'] });
    expect(consentStatus(snapshot())).toBe('answered');
    expect(consentCategories(snapshot())).toEqual(['necessary', 'preferences', 'marketing']);
    send({
      type: 'consent.save',
      categories: ['preferences', 'analytics', 'marketing', 'uncategorized'],
    });
    expect(consentStatus(snapshot())).toBe('allowedAll');
    expect(persisted).toEqual([
      { categories: ['necessary', 'preferences', 'marketing'] },
      { categories: [...CONSENT_CATEGORIES] },
    ]);
  });

  it('save drops unknown category names', async () => {
    const { snapshot, send, persisted } = await consent(null);
    send({
      type: 'consent.save',
      categories: ['analytics', 'trackers'],
    } as unknown as ConsentEvent);
    expect(consentCategories(snapshot())).toEqual(['necessary', 'analytics']);
    expect(persisted).toEqual([{ categories: ['necessary', 'analytics'] }]);
  });

  it('writes every answer, also one that repeats the current choice', async () => {
    const { send, persisted } = await consent({ categories: [] });
    send({ type: 'consent.rejectAll' });
    send({ type: 'consent.rejectAll' });
    expect(persisted).toHaveLength(2);
  });
});

describe('the settings dialog', () => {
  it('reopens on the current choice without changing it, and an answer closes it', async () => {
    const { snapshot, send, persisted } = await consent({ categories: ['analytics'] });
    send({ type: 'consent.reopen' });
    expect(isConsentSettingsOpen(snapshot())).toBe(true);
    expect(consentStatus(snapshot())).toBe('answered');
    expect(consentCategories(snapshot())).toEqual(['necessary', 'analytics']);
    expect(persisted).toEqual([]);

    send({ type: 'consent.save', categories: ['analytics', 'preferences'] });
    expect(isConsentSettingsOpen(snapshot())).toBe(false);
    expect(consentCategories(snapshot())).toEqual(['necessary', 'preferences', 'analytics']);
  });

  it('closes without answering', async () => {
    const { snapshot, send, persisted } = await consent(null);
    send({ type: 'consent.reopen' });
    send({ type: 'consent.closeSettings' });
    expect(isConsentSettingsOpen(snapshot())).toBe(false);
    expect(consentStatus(snapshot())).toBe('unanswered');
    expect(persisted).toEqual([]);
  });
});

describe('placeholders', () => {
  it('the unprovided reader fails loudly into unanswered (with the warning the app must provide)', async () => {
    const warn = vi.fn();
    const actor = createActor(
      consentMachine.provide({ actions: { warnStoredConsent: warn } }),
    ).start();
    await settle();
    expect(consentStatus(actor.getSnapshot())).toBe('unanswered');
    expect(warn).toHaveBeenCalledOnce();
  });
});
