// The header's account menu: the ARIA menu-button pattern, fully keyboard operable —
// Enter, Space and ArrowDown open it on the first item, ArrowUp on the last; the arrows move and
// wrap, Home/End jump, a letter jumps to the next item starting with it; Escape closes and puts
// focus back on the button; Tab, a press outside and a navigation close it. It reaches every
// profile page of the route table (global limits where the licence has them), rewards, the
// responsible-gaming tools, Deposit, Withdraw and Sign out; on phones also the navigation.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Licence } from '../../machines/lobby-settings/settings.ts';
import { PROFILE_SUB_PAGES } from '../../machines/routing/routes.ts';
import { AccountMenu } from '../../src/app/layouts/AccountMenu.tsx';
import { loadCatalog, loadFeatureMessages } from '../../src/i18n/i18n.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { renderInApp, signedInSession } from './render-in-app.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(async () => {
  await loadCatalog('en-GB');
  await loadFeatureMessages('en-GB');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderMenu(options: { licence?: Licence } = {}) {
  const session = signedInSession();
  const { actors } = testAppActors({ session });
  const result = await renderInApp(<AccountMenu />, actors, {
    path: '/en/',
    shell: {
      settings: {
        ...demoSettings,
        license: options.licence ?? 'mga',
        // Every profile page: the financial history too (puts it behind the toggle).
        featureToggles: { ...demoSettings.featureToggles, EnableFinancialHistory: true },
      },
    },
  });
  const button = screen.getByRole('button', { name: /Account menu/ });
  return { ...result, session, button };
}

const menu = () => screen.getByRole('menu');
const items = () => within(menu()).getAllByRole('menuitem');
const focused = () => document.activeElement;
const key = (target: Element, name: string) =>
  act(() => void fireEvent.keyDown(target, { key: name }));

describe('account menu', () => {
  it('is a menu button, closed at first, with the balance in its name', async () => {
    const { button } = await renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(button).getByTestId('wallet-balance')).toBeTruthy();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('%j opens it on the first item', async (name) => {
    const { button } = await renderMenu();
    button.focus();
    await key(button, name);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu().id);
    expect(focused()).toBe(items()[0]);
    expect(items()[0]?.textContent).toContain('Deposit');
  });

  it('ArrowUp opens it on the last item (Sign out)', async () => {
    const { button } = await renderMenu();
    await key(button, 'ArrowUp');
    expect(focused()).toBe(items().at(-1));
    expect(focused()?.textContent).toContain('Sign out');
  });

  it('arrows move and wrap, Home and End jump, a letter jumps to its item', async () => {
    const { button } = await renderMenu();
    await key(button, 'Enter');
    const all = items();
    await key(focused()!, 'ArrowDown');
    expect(focused()).toBe(all[1]);
    await key(focused()!, 'ArrowUp');
    await key(focused()!, 'ArrowUp');
    expect(focused()).toBe(all.at(-1));
    await key(focused()!, 'ArrowDown');
    expect(focused()).toBe(all[0]);
    await key(focused()!, 'End');
    expect(focused()).toBe(all.at(-1));
    await key(focused()!, 'Home');
    expect(focused()).toBe(all[0]);
    await key(focused()!, 'g');
    expect(focused()?.textContent).toContain('Game history');
    // Every item is reached by the arrows alone: the focus visits each once round the menu.
    const visited = new Set<Element>();
    for (let i = 0; i < all.length; i++) {
      visited.add(focused()!);
      await key(focused()!, 'ArrowDown');
    }
    expect(visited.size).toBe(all.length);
    // Only the focused item is in the tab sequence's reach through the menu's own keys.
    for (const item of all) expect(item.getAttribute('tabindex')).toBe('-1');
  });

  it('Escape closes it and returns focus to the button', async () => {
    const { button } = await renderMenu();
    await key(button, 'Enter');
    await key(focused()!, 'ArrowDown');
    await key(focused()!, 'Escape');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(button);
  });

  it('Tab and a press outside close it', async () => {
    const { button } = await renderMenu();
    await key(button, 'Enter');
    await key(focused()!, 'Tab');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await key(button, 'Enter');
    await act(() => void fireEvent.pointerDown(document.body));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a pointer click toggles it', async () => {
    const { button } = await renderMenu();
    await act(() => void fireEvent.click(button, { detail: 1 }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(() => void fireEvent.click(button, { detail: 1 }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('reaches every profile page, rewards, Withdraw; global limits only under est', async () => {
    const hrefsOf = () =>
      items()
        .map((item) => item.getAttribute('href'))
        .filter(Boolean);
    const { button, unmount } = await renderMenu({ licence: 'est' });
    await key(button, 'Enter');
    const est = hrefsOf();
    for (const sub of PROFILE_SUB_PAGES) expect(est).toContain(`/en/profile/${sub}/`);
    expect(est).toEqual(expect.arrayContaining(['/en/rewards/', '/en/withdraw/']));
    // The profile root replaces itself with the dashboard: one entry, not two.
    expect(est).not.toContain('/en/profile/');
    unmount();

    const mga = await renderMenu({ licence: 'mga' });
    await key(mga.button, 'Enter');
    expect(hrefsOf()).not.toContain('/en/profile/global-limits/');
    expect(within(menu()).getByRole('group', { name: 'Responsible gaming' })).toBeTruthy();
  });

  it('closes when an item navigates', async () => {
    const { button } = await renderMenu();
    await key(button, 'Enter');
    const history = within(menu()).getByRole('menuitem', { name: 'Game history' });
    await act(() => void fireEvent.click(history));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Space on a link item follows it (links answer only Enter natively)', async () => {
    const { button } = await renderMenu();
    await key(button, 'Enter');
    await key(focused()!, 'w');
    expect(focused()?.textContent).toContain('Withdraw');
    await key(focused()!, ' ');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Sign out signs out', async () => {
    const { button, session } = await renderMenu();
    const send = vi.spyOn(session.session, 'send');
    await key(button, 'ArrowUp');
    await act(() => void fireEvent.click(focused()!));
    expect(send).toHaveBeenCalledWith({ type: 'session.logout' });
    expect(focused()).toBe(button);
  });

  it('on phones it carries the main navigation too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { button } = await renderMenu();
    await key(button, 'Enter');
    expect(items()[0]?.textContent).toContain('Casino');
    expect(within(menu()).getByRole('menuitem', { name: 'Promotions' })?.getAttribute('href')).toBe(
      '/en/promotions/',
    );
  });
});
