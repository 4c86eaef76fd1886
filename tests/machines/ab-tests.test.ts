import { describe, expect, it } from 'vitest';
import {
  AB_COOKIE_DAYS,
  abCookieName,
  abCookieToWrite,
  chooseVariant,
  mulberry32,
  shouldWriteAbCookie,
} from '../../machines/ab-tests/ab-tests.ts';
import type { AbTest } from '../../machines/lobby-settings/settings.ts';

const test3: AbTest = {
  name: 'hero',
  variants: [
    { name: 'a', weight: 1 },
    { name: 'b', weight: 2 },
    { name: 'c', weight: 7 },
  ],
};

const never = () => {
  throw new Error('the draw must not run');
};

function tally(test: AbTest, draws: number, seed: number) {
  const random = mulberry32(seed);
  const counts: Record<string, number> = {};
  for (let i = 0; i < draws; i += 1) {
    const { variant } = chooseVariant(test, null, random);
    counts[String(variant)] = (counts[String(variant)] ?? 0) + 1;
  }
  return counts;
}

describe('cookie', () => {
  it('is ab_{name}, kept 30 days', () => {
    expect(abCookieName('hero')).toBe('ab_hero');
    expect(AB_COOKIE_DAYS).toBe(30);
  });

  it('is written only with the preferences consent', () => {
    expect(shouldWriteAbCookie({ preferences: true })).toBe(true);
    expect(shouldWriteAbCookie({ preferences: false })).toBe(false);
    expect(shouldWriteAbCookie(null)).toBe(false);
    expect(shouldWriteAbCookie(undefined)).toBe(false);
  });

  it('abCookieToWrite: a drawn variant with consent, nothing otherwise', () => {
    const drawn = chooseVariant(test3, null, () => 0);
    expect(abCookieToWrite('hero', drawn, { preferences: true })).toEqual({
      name: 'ab_hero',
      value: 'a',
      days: 30,
    });
    expect(abCookieToWrite('hero', drawn, { preferences: false })).toBeNull();
    const stored = chooseVariant(test3, 'b', never);
    expect(abCookieToWrite('hero', stored, { preferences: true })).toBeNull();
    const none = chooseVariant({ name: 'empty', variants: [] }, null, never);
    expect(abCookieToWrite('empty', none, { preferences: true })).toBeNull();
  });
});

describe('chooseVariant', () => {
  it('an existing cookie naming a variant wins without a draw', () => {
    expect(chooseVariant(test3, 'b', never)).toEqual({
      variant: 'b',
      source: 'cookie',
      warnings: [],
    });
  });

  it('an existing cookie wins even when its variant now weighs 0', () => {
    const test: AbTest = {
      name: 't',
      variants: [
        { name: 'a', weight: 1 },
        { name: 'b', weight: 0 },
      ],
    };
    expect(chooseVariant(test, 'b', never).variant).toBe('b');
  });

  it('a stale cookie (not a variant) draws again, with a warning', () => {
    const choice = chooseVariant(test3, 'z', () => 0.95);
    expect(choice.variant).toBe('c');
    expect(choice.source).toBe('draw');
    expect(choice.warnings).toEqual([
      'A/B test "hero": stored variant "z" is not a variant of the test; drawing again',
    ]);
  });

  it.each([
    [0, 'a'],
    [0.0999, 'a'],
    [0.1, 'b'],
    [0.2999, 'b'],
    [0.3, 'c'],
    [0.999999, 'c'],
  ])('draw at %d picks %s (weights 1, 2, 7)', (r, expected) => {
    expect(chooseVariant(test3, null, () => r)).toEqual({
      variant: expected,
      source: 'draw',
      warnings: [],
    });
  });

  it('clamps a random source that leaves [0, 1)', () => {
    expect(chooseVariant(test3, null, () => 1).variant).toBe('c');
    expect(chooseVariant(test3, null, () => 7).variant).toBe('c');
    expect(chooseVariant(test3, null, () => -1).variant).toBe('a');
    expect(chooseVariant(test3, null, () => Number.NaN).variant).toBe('a');
  });

  it('negative and non-finite weights count as 0, with a warning', () => {
    const test: AbTest = {
      name: 'neg',
      variants: [
        { name: 'a', weight: -5 },
        { name: 'b', weight: 3 },
        { name: 'c', weight: Number.NaN },
        { name: 'd', weight: Number.POSITIVE_INFINITY },
      ],
    };
    for (const r of [0, 0.5, 0.99]) expect(chooseVariant(test, null, () => r).variant).toBe('b');
    expect(chooseVariant(test, null, () => 0).warnings).toEqual([
      'A/B test "neg": weights of "a" (-5), "c" (NaN), "d" (Infinity) count as 0',
    ]);
  });

  it('a variant weighing 0 is never drawn', () => {
    const test: AbTest = {
      name: 'zero',
      variants: [
        { name: 'a', weight: 0 },
        { name: 'b', weight: 1 },
        { name: 'c', weight: 0 },
      ],
    };
    expect(tally(test, 1000, 7)).toEqual({ b: 1000 });
  });

  it.each([
    [
      'sum to 0',
      [
        { name: 'a', weight: 0 },
        { name: 'b', weight: 0 },
      ],
    ],
    [
      'are all negative',
      [
        { name: 'a', weight: -1 },
        { name: 'b', weight: -2 },
      ],
    ],
  ])('weights that %s: the first variant, with a warning', (_, variants) => {
    const choice = chooseVariant({ name: 'bad', variants }, null, never);
    expect(choice.variant).toBe('a');
    expect(choice.source).toBe('fallback');
    expect(choice.warnings.at(-1)).toBe(
      'A/B test "bad": weights sum to 0; using the first variant "a"',
    );
  });

  it('no variants: null, with a warning', () => {
    expect(chooseVariant({ name: 'empty', variants: [] }, 'a', never)).toEqual({
      variant: null,
      source: 'fallback',
      warnings: [
        'A/B test "empty": stored variant "a" is not a variant of the test; drawing again',
        'A/B test "empty" has no variants',
      ],
    });
  });

  it('a malformed test from the server (variants not an array) does not throw', () => {
    const test = { name: 'broken', variants: null } as unknown as AbTest;
    expect(chooseVariant(test, null, never).variant).toBeNull();
  });
});

describe('a seeded random source', () => {
  it('mulberry32 is deterministic per seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first.slice(0, 5));
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('makes the draws reproducible', () => {
    expect(tally(test3, 50, 2024)).toEqual(tally(test3, 50, 2024));
  });

  it('10,000 draws follow the weights (1 : 2 : 7) within 1.5 points', () => {
    const draws = 10_000;
    for (const seed of [1, 42, 31337]) {
      const counts = tally(test3, draws, seed);
      expect(Object.keys(counts).sort()).toEqual(['a', 'b', 'c']);
      // The standard deviation of a share p over n draws is sqrt(p(1-p)/n) ≤ 0.5 points here;
      // 1.5 points is three of them.
      expect(Math.abs((counts.a ?? 0) / draws - 0.1)).toBeLessThan(0.015);
      expect(Math.abs((counts.b ?? 0) / draws - 0.2)).toBeLessThan(0.015);
      expect(Math.abs((counts.c ?? 0) / draws - 0.7)).toBeLessThan(0.015);
    }
  });

  it('an even split stays even', () => {
    const test: AbTest = {
      name: 'even',
      variants: [
        { name: 'x', weight: 50 },
        { name: 'y', weight: 50 },
      ],
    };
    const counts = tally(test, 10_000, 9);
    expect(Math.abs((counts.x ?? 0) / 10_000 - 0.5)).toBeLessThan(0.015);
  });
});
