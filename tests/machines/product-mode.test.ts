import { describe, expect, it } from 'vitest';
import { productModeToSave, resolveProductMode } from '../../machines/product-mode/product-mode.ts';
import { findRouteById } from '../../machines/routing/routes.ts';

const route = (id: string) => findRouteById(id) ?? null;

describe('product mode (platform-core §2)', () => {
  it('is SPORTS on the sports path, whatever the query or preference says', () => {
    expect(
      resolveProductMode({ route: route('sports'), query: 'casino', saved: 'CASINO' }),
    ).toEqual({
      mode: 'SPORTS',
      source: 'path',
    });
  });
  it.each([
    'games',
    'game',
    'gameList',
    'gameLists',
    'gameCategory',
    'gameCategories',
    'gameStudio',
    'gameStudios',
    'fixedList.slots',
  ])('is CASINO on the %s path even with productMode=sports', (id) => {
    expect(resolveProductMode({ route: route(id), query: 'sports', saved: 'SPORTS' }).mode).toBe(
      'CASINO',
    );
  });
  it('follows productMode=sports elsewhere', () => {
    expect(resolveProductMode({ route: route('promotions'), query: 'sports' })).toEqual({
      mode: 'SPORTS',
      source: 'query',
    });
  });
  it('follows productMode=casino over a saved SPORTS preference', () => {
    expect(
      resolveProductMode({ route: route('lobby'), query: 'casino', saved: 'SPORTS' }).mode,
    ).toBe('CASINO');
  });
  it('falls back to the saved preference', () => {
    expect(resolveProductMode({ route: route('jackpot'), saved: 'SPORTS' })).toEqual({
      mode: 'SPORTS',
      source: 'saved',
    });
  });
  it('defaults to CASINO, ignoring unknown values', () => {
    expect(resolveProductMode({ route: route('lobby'), query: 'poker', saved: 'bingo' })).toEqual({
      mode: 'CASINO',
      source: 'default',
    });
  });
});

describe('saving the product-mode preference', () => {
  const fromQuery = { mode: 'SPORTS', source: 'query' } as const;
  it('never saves without the preferences consent', () => {
    expect(productModeToSave(fromQuery, { preferences: false }, null)).toBeUndefined();
  });
  it('saves a choice made by the path or the query with consent', () => {
    expect(productModeToSave(fromQuery, { preferences: true }, null)).toBe('SPORTS');
    expect(
      productModeToSave({ mode: 'CASINO', source: 'path' }, { preferences: true }, 'SPORTS'),
    ).toBe('CASINO');
  });
  it('does not rewrite an unchanged or derived mode', () => {
    expect(productModeToSave(fromQuery, { preferences: true }, 'SPORTS')).toBeUndefined();
    expect(
      productModeToSave({ mode: 'CASINO', source: 'default' }, { preferences: true }, null),
    ).toBeUndefined();
    expect(
      productModeToSave({ mode: 'SPORTS', source: 'saved' }, { preferences: true }, 'SPORTS'),
    ).toBeUndefined();
  });
});
