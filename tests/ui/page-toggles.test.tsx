// The page toggles in jsdom (decision 0055), each on and off: BasicEnterCode (plain field
// or six digit boxes), EnableGamesInformationMessage, enableZendeskWebWidget (the local help
// widget), DefaultConsentRegistration and EnablePhoneVerification at sign-up, the phone gate in
// front of games and deposits; and /profile/ leading to the dashboard.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { createActor } from 'xstate';
import type { FeatureToggle, LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { ROUTES } from '../../machines/routing/routes.ts';
import { initialRegistrationValues, registrationSteps } from '../../machines/registration/steps.ts';
import { COMPLIANCE_GUARDS } from '../../machines/compliance/requirements.ts';
import GamePage from '../../src/features/games/GamePage.tsx';
import EnterCodePage from '../../src/features/session/pages/EnterCodePage.tsx';
import { GamesInformationMessage } from '../../src/features/games/GamesInformationMessage.tsx';
import { HelpWidget } from '../../src/features/support/HelpWidget.tsx';
import { RegistrationForm } from '../../src/features/registration/RegistrationForm.tsx';
import { PhoneVerificationGate } from '../../src/features/registration/PhoneVerificationGate.tsx';
import ProtectionRoutePage from '../../src/features/protection/pages.tsx';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { startTestLobby } from './test-lobby.ts';
import { renderInApp } from './render-in-app.tsx';
import { fakeApi, loadMessages } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';
import { guardsMachine } from '../../machines/guards/guards.machine.ts';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const withToggles = (toggles: Partial<Record<FeatureToggle, boolean>>): LobbySettings => ({
  ...demoSettings,
  featureToggles: { ...demoSettings.featureToggles, ...toggles },
});
const route = (id: string) => ROUTES.find((entry) => entry.id === id) ?? null;

/** Shows the router's location, to see where a page navigated. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}
const where = () => screen.getByTestId('where').textContent;

describe('BasicEnterCode', () => {
  const TOKENS = {
    accessToken: 'a.b.c',
    refreshToken: 'r',
    accessTokenExpiresAt: '2030-01-01T00:00:00Z',
  };
  async function renderEnterCode(basic: boolean) {
    const api = fakeApi({ SignInWithSmsCode: () => ({ signInWithSmsCode: TOKENS }) });
    const signIn = vi.fn(() => Promise.resolve());
    const { actors } = testAppActors({ api: api.api, signIn });
    await renderInApp(
      <>
        <EnterCodePage />
        <Where />
      </>,
      actors,
      {
        shell: { settings: withToggles({ BasicEnterCode: basic }), route: route('enterCode') },
        path: '/en/enter-code/?phone=%2B358401234567',
      },
    );
    return { api, signIn };
  }

  it('on: one plain code field and Sign in, no digit boxes, no resend link', async () => {
    const { api, signIn } = await renderEnterCode(true);
    expect(document.querySelectorAll('input[data-digit]')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Send a new code' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(api.calls).toEqual([
      {
        operation: 'SignInWithSmsCode',
        variables: { phoneNumber: '+358401234567', code: '654321' },
      },
    ]);
    expect(signIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(where()).toBe('/en/'));
  });

  it('off: six boxes that advance, take a pasted code, go back on Backspace; resend link', async () => {
    const { api } = await renderEnterCode(false);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[data-digit]')];
    expect(boxes).toHaveLength(6);
    expect(screen.getByText('We sent a six-digit code to +358401234567.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe(
      '/en/resend-code/?phone=%2B358401234567',
    );
    // Typing moves on.
    fireEvent.change(boxes[0]!, { target: { value: '1' } });
    expect(document.activeElement).toBe(boxes[1]);
    // Backspace in an empty box clears and focuses the one before.
    fireEvent.keyDown(boxes[1]!, { key: 'Backspace' });
    expect(boxes[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    // An incomplete code is refused here, nothing sent.
    fireEvent.change(boxes[0]!, { target: { value: '9' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByRole('alert').textContent).toBe('Enter the six digits of the code.');
    expect(api.calls).toEqual([]);
    // A pasted code fills every box from the first.
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => ' 12-34 56 ' } });
    expect(boxes.map((box) => box.value).join('')).toBe('123456');
    expect(document.activeElement).toBe(boxes[5]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(api.calls[0]?.variables).toEqual({ phoneNumber: '+358401234567', code: '123456' });
  });
});

describe('EnableGamesInformationMessage', () => {
  it('shows the note with a rules button, and stays closed once closed', async () => {
    const onShowRules = vi.fn();
    const actors = {} as AppActors;
    await renderInApp(<GamesInformationMessage onShowRules={onShowRules} />, actors);
    const note = screen.getByRole('complementary', { name: 'Game information' });
    expect(note.textContent).toContain('Every round is random and independent of the last.');
    fireEvent.click(within(note).getByRole('button', { name: 'Read the rules' }));
    expect(onShowRules).toHaveBeenCalledOnce();
    fireEvent.click(within(note).getByRole('button', { name: 'Close the game information' }));
    expect(screen.queryByRole('complementary', { name: 'Game information' })).toBeNull();
    cleanup();
    await renderInApp(<GamesInformationMessage onShowRules={onShowRules} />, actors);
    expect(screen.queryByRole('complementary', { name: 'Game information' })).toBeNull();
  });
});

describe('EnableGamesInformationMessage on the game page', () => {
  const GAME = {
    id: '7',
    slug: 'aurora-fruits',
    name: 'Aurora Fruits',
    rtp: 96.5,
    isBonusEnabled: true,
    isLiveCasinoGame: false,
    isJackpotGame: false,
    studio: { slug: 'starling', name: 'Starling' },
    relatedGames: [],
  };
  async function renderGame(on: boolean) {
    const { lobby, session } = startTestLobby({ player: null });
    const visitor = { lobby, session };
    // The game's details answer; its launch never does (the page around it is the subject).
    const api = fakeApi({
      GameDetails: () => ({ game: GAME }),
      StartGameSession: () => new Promise(() => {}),
    });
    const { actors } = testAppActors({ api: api.api, session: visitor });
    await renderInApp(<GamePage />, actors, {
      shell: {
        settings: withToggles({ EnableGamesInformationMessage: on }),
        params: { slug: GAME.slug },
        route: route('game'),
      },
      path: `/en/games/${GAME.slug}/`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Fruits' });
  }

  it('on: the note sits over the game', async () => {
    await renderGame(true);
    const note = screen.getByRole('complementary', { name: 'Game information' });
    expect(note.compareDocumentPosition(screen.getByTestId('game-stage'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('off: no note', async () => {
    await renderGame(false);
    expect(screen.queryByRole('complementary', { name: 'Game information' })).toBeNull();
  });
});

describe('enableZendeskWebWidget', () => {
  it('off: no help button', async () => {
    await renderInApp(<HelpWidget />, {} as AppActors, {
      shell: { settings: withToggles({ enableZendeskWebWidget: false }), route: route('lobby') },
    });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it('on: the Help button opens the support contact and help links; Escape closes it', async () => {
    await renderInApp(<HelpWidget />, {} as AppActors, {
      shell: { settings: withToggles({ enableZendeskWebWidget: true }), route: route('lobby') },
    });
    const help = screen.getByRole('button', { name: 'Help' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(help);
    const panel = await screen.findByRole('dialog', { name: 'How can we help?' });
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('link', { name: 'support@aurora.example.com' })).toBeTruthy();
    const topics = within(panel).getByRole('navigation', { name: 'Help topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/profile/limits/',
      '/en/profile/dashboard/',
      '/en/bonus-terms-and-conditions/',
      '/en/terms-and-conditions/',
      '/en/privacy-policy/',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(help);
  });

  it('stays off the game page, where the corner is the game’s', async () => {
    await renderInApp(<HelpWidget />, {} as AppActors, {
      shell: { settings: withToggles({ enableZendeskWebWidget: true }), route: route('game') },
    });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });
});

describe('registration: DefaultConsentRegistration and EnablePhoneVerification', () => {
  const steps = registrationSteps('DINO', { depositLimit: false });
  async function renderForm(options: { defaultConsent: boolean; verifyPhone: boolean }) {
    const api = fakeApi({});
    await renderInApp(
      <RegistrationForm
        steps={steps}
        defaultCountry="FI"
        defaultConsent={options.defaultConsent}
        verifyPhone={options.verifyPhone}
        onRegistered={() => {}}
      />,
      testAppActors({ api: api.api }).actors,
    );
  }
  const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
  const MARKETING = [
    'Offers and news by email',
    'Offers and news by SMS',
    'Offers and news by phone',
  ];

  it('on: the marketing boxes start ticked, terms and privacy never', async () => {
    await renderForm({ defaultConsent: true, verifyPhone: false });
    for (const name of MARKETING) expect(box(name).checked).toBe(true);
    expect(box('I accept the terms and conditions').checked).toBe(false);
    expect(box('I accept the privacy policy').checked).toBe(false);
    // Still the player's choice.
    fireEvent.click(box('Offers and news by SMS'));
    expect(box('Offers and news by SMS').checked).toBe(false);
  });

  it('off: every box starts empty', async () => {
    await renderForm({ defaultConsent: false, verifyPhone: false });
    for (const name of MARKETING) expect(box(name).checked).toBe(false);
  });

  it('the phone field says the number gets a code only where the brand verifies phones', async () => {
    await renderForm({ defaultConsent: false, verifyPhone: true });
    const hint = () =>
      document.getElementById(
        screen.getByLabelText('Phone number').getAttribute('aria-describedby') ?? '',
      );
    expect(hint()?.textContent).toContain('We will text a code to this number');
    cleanup();
    await renderForm({ defaultConsent: false, verifyPhone: false });
    expect(hint()?.textContent).toBe('With the country code, e.g. +3725123456.');
  });

  it('initialRegistrationValues presets only the marketing consents', () => {
    expect(initialRegistrationValues({ country: 'FI', defaultConsent: true })).toEqual({
      country: 'FI',
      emailMarketing: true,
      smsMarketing: true,
      phoneMarketing: true,
    });
    expect(initialRegistrationValues({ country: '', defaultConsent: false })).toEqual({});
  });
});

describe('EnablePhoneVerification: the gate in front of games and deposits', () => {
  function guardsActor(active: boolean) {
    const guards = createActor(guardsMachine).start();
    guards.send({
      type: 'guards.register',
      id: COMPLIANCE_GUARDS.phoneVerification,
      kind: 'guard',
      status: active ? 'active' : 'pending',
    });
    return guards;
  }
  async function renderGate(options: { active: boolean; toggle: boolean; routeId: string }) {
    const { actors } = testAppActors({ platform: { guards: guardsActor(options.active) } });
    await renderInApp(
      <>
        <PhoneVerificationGate />
        <Where />
      </>,
      actors,
      {
        shell: {
          settings: withToggles({ EnablePhoneVerification: options.toggle }),
          route: route(options.routeId),
        },
        path: '/en/games/aurora-fruits/?x=1',
      },
    );
    // The platform actors arrive after the first render.
    await act(async () => {});
  }

  it('sends an unverified player from a game to /phone-verification/, with the way back', async () => {
    await renderGate({ active: true, toggle: true, routeId: 'game' });
    await waitFor(() =>
      expect(where()).toBe(
        `/en/phone-verification/?returnTo=${encodeURIComponent('/en/games/aurora-fruits/?x=1')}`,
      ),
    );
  });

  it('lets the game be with the toggle off, a verified number, or a page outside the gate', async () => {
    for (const options of [
      { active: true, toggle: false, routeId: 'game' },
      { active: false, toggle: true, routeId: 'game' },
      { active: true, toggle: true, routeId: 'withdraw' },
    ]) {
      await renderGate(options);
      expect(where()).toBe('/en/games/aurora-fruits/?x=1');
      cleanup();
    }
  });
});

describe('/profile/', () => {
  it('leads to the dashboard, the query kept', async () => {
    await renderInApp(
      <>
        <ProtectionRoutePage />
        <Where />
      </>,
      {} as AppActors,
      { shell: { route: route('profile') }, path: '/en/profile/?from=menu' },
    );
    await waitFor(() => expect(where()).toBe('/en/profile/dashboard/?from=menu'));
  });
});
