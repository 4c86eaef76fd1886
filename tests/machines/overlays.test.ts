import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  OVERLAY_VARIANTS,
  STRIPPED_QUERY_PARAMS,
  buttonsFor,
  closesOnEscape,
  isOverlayVariant,
  locksScroll,
  overlaysMachine,
  refocusesGameFrame,
  stripParams,
  type OverlayVariant,
} from '../../machines/overlays/overlays.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { overlaysPaths } from './overlays.paths.ts';

describeMachinePaths('overlays', overlaysPaths.machine, overlaysPaths.options);

function start() {
  const stripQueryParams = vi.fn();
  const actor = createActor(overlaysMachine.provide({ actions: { stripQueryParams } })).start();
  const stripped = () => stripQueryParams.mock.calls.map(([, params]) => params);
  return { actor, stripQueryParams, stripped };
}

const strips = (variant: OverlayVariant) => variant === 'quick-deposit' || variant === 'sow';

describe('variants', () => {
  it('are exactly the eleven of programmes §2', () => {
    expect(OVERLAY_VARIANTS).toEqual([
      'confirmation',
      'default',
      'error',
      'search',
      'quick-deposit',
      'reality-check',
      'content-accept',
      'action-error',
      'jackpot-win',
      'raffle-win',
      'sow',
    ]);
    expect(isOverlayVariant('sow')).toBe(true);
    expect(isOverlayVariant('deposit')).toBe(false);
    expect(isOverlayVariant(undefined)).toBe(false);
  });

  it.each([
    ['confirmation', ['dismiss', 'ok']],
    ['reality-check', ['dismiss', 'ok']],
    ['content-accept', ['dismiss', 'ok']],
    ['action-error', ['dismiss', 'ok']],
    ['default', ['close']],
    ['error', ['close']],
    ['search', ['close']],
    ['jackpot-win', ['backToGame']],
    ['raffle-win', ['backToGame']],
    ['quick-deposit', ['close']],
    ['sow', ['close']],
  ] as const)('%s shows %j', (variant, buttons) => {
    expect(buttonsFor(variant)).toEqual(buttons);
  });

  it.each(OVERLAY_VARIANTS)('%s: scroll lock, Escape and game-frame focus', (variant) => {
    expect(locksScroll(variant)).toBe(variant !== 'quick-deposit');
    // The reality check waits for an answer (Continue or Log out).
    expect(closesOnEscape(variant)).toBe(!strips(variant) && variant !== 'reality-check');
    expect(refocusesGameFrame(variant)).toBe(strips(variant));
  });
});

describe('opening and closing', () => {
  it.each(OVERLAY_VARIANTS)('%s opens with its payload and closes on every reason', (variant) => {
    for (const reason of ['button', 'escape', 'backdrop', 'programmatic'] as const) {
      const { actor, stripped } = start();
      actor.send({ type: 'overlay.open', variant, payload: { id: 'x', amount: 5 } });
      expect(actor.getSnapshot().value).toBe('open');
      expect(actor.getSnapshot().context).toEqual({ variant, payload: { id: 'x', amount: 5 } });
      actor.send({ type: 'overlay.close', reason });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().context).toEqual({ variant: null, payload: null });
      expect(stripped()).toEqual(strips(variant) ? [{ params: STRIPPED_QUERY_PARAMS }] : []);
    }
  });

  it('without a payload keeps null', () => {
    const { actor } = start();
    actor.send({ type: 'overlay.open', variant: 'default' });
    expect(actor.getSnapshot().context).toEqual({ variant: 'default', payload: null });
  });

  it('opening another variant replaces the current one', () => {
    const { actor, stripped } = start();
    actor.send({ type: 'overlay.open', variant: 'confirmation', payload: { n: 1 } });
    actor.send({ type: 'overlay.open', variant: 'jackpot-win', payload: { amount: 100 } });
    expect(actor.getSnapshot().context).toEqual({
      variant: 'jackpot-win',
      payload: { amount: 100 },
    });
    expect(stripped()).toEqual([]);
  });

  it('replacing quick-deposit or sow by another variant strips the query once', () => {
    const { actor, stripped } = start();
    actor.send({ type: 'overlay.open', variant: 'quick-deposit', payload: { amount: 20 } });
    actor.send({ type: 'overlay.open', variant: 'quick-deposit', payload: { amount: 50 } });
    expect(stripped()).toEqual([]);
    expect(actor.getSnapshot().context.payload).toEqual({ amount: 50 });
    actor.send({ type: 'overlay.open', variant: 'sow' });
    expect(stripped()).toHaveLength(1);
    actor.send({ type: 'overlay.open', variant: 'error' });
    expect(stripped()).toHaveLength(2);
    actor.send({ type: 'overlay.close', reason: 'button' });
    expect(stripped()).toHaveLength(2);
  });

  it('strips exactly the parameters of programmes §2', () => {
    expect(STRIPPED_QUERY_PARAMS).toEqual([
      'autoSubmit',
      'paymentMethod',
      'amount',
      'currency',
      'preselectedChallengeId',
      'autoSignIn',
      'locale',
    ]);
  });

  it('close events while closed are ignored', () => {
    const { actor, stripped } = start();
    actor.send({ type: 'overlay.close', reason: 'button' });
    actor.send({ type: 'overlay.escape' });
    actor.send({ type: 'overlay.searchChanged' });
    actor.send({ type: 'overlay.closeQuickDeposit' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(stripped()).toEqual([]);
  });
});

describe('Escape', () => {
  it.each(OVERLAY_VARIANTS)('%s', (variant) => {
    const { actor } = start();
    actor.send({ type: 'overlay.open', variant });
    actor.send({ type: 'overlay.escape' });
    const stays = strips(variant) || variant === 'reality-check';
    expect(actor.getSnapshot().value).toBe(stays ? 'open' : 'closed');
  });
});

describe('URL search change', () => {
  it.each(OVERLAY_VARIANTS)('closes %s', (variant) => {
    const { actor, stripped } = start();
    actor.send({ type: 'overlay.open', variant });
    actor.send({ type: 'overlay.searchChanged' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(stripped()).toHaveLength(strips(variant) ? 1 : 0);
  });
});

describe('closeQuickDepositEvent', () => {
  it.each(OVERLAY_VARIANTS)('%s', (variant) => {
    const { actor, stripped } = start();
    actor.send({ type: 'overlay.open', variant });
    actor.send({ type: 'overlay.closeQuickDeposit' });
    const closes = variant === 'quick-deposit';
    expect(actor.getSnapshot().value).toBe(closes ? 'closed' : 'open');
    expect(stripped()).toHaveLength(closes ? 1 : 0);
  });
});

describe('the unprovided effect', () => {
  it('throws (the machine stops with an error) when src/app did not provide it', () => {
    const actor = createActor(overlaysMachine);
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'overlay.open', variant: 'sow' });
    actor.send({ type: 'overlay.close', reason: 'button' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(String(snapshot.error)).toMatch(/stripQueryParams is provided by src\/app/);
  });
});

describe('stripParams', () => {
  const params = STRIPPED_QUERY_PARAMS;

  it('removes the listed parameters and keeps the others in order', () => {
    expect(
      stripParams('?autoSubmit=1&paymentMethod=card&amount=20&foo=bar&currency=EUR&x=1', params),
    ).toBe('?foo=bar&x=1');
  });

  it('returns an empty search when nothing is left', () => {
    expect(stripParams('?autoSubmit=1&amount=20&locale=de', params)).toBe('');
    expect(stripParams('', params)).toBe('');
    expect(stripParams('?', params)).toBe('');
  });

  it('accepts a search without "?", repeated and valueless parameters', () => {
    expect(stripParams('amount=1&amount=2&autoSignIn&keep', params)).toBe('?keep');
  });

  it('keeps the encoding of what it keeps and decodes names it compares', () => {
    expect(stripParams('?q=a%20b+c&%61mount=3&bad=%E0%A4%A', params)).toBe(
      '?q=a%20b+c&bad=%E0%A4%A',
    );
  });

  it('is case-sensitive, like URLSearchParams', () => {
    expect(stripParams('?Amount=1', params)).toBe('?Amount=1');
  });

  it('removes nothing for an empty list', () => {
    expect(stripParams('?a=1&&b=2', [])).toBe('?a=1&b=2');
  });
});
