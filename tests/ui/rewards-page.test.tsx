// /rewards/ in jsdom on the real reward-list machine: cards, claim (loading, Credited, typed
// errors), remove, live updates, the phone check, and the wagering progress bar.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import RewardsPage from '../../src/features/rewards/RewardsPage.tsx';
import {
  apiError,
  bonusDrop,
  freeSpins,
  loadMessages,
  moneyDrop,
  renderWithRewards,
} from './rewards-harness.tsx';

beforeAll(loadMessages);
afterEach(cleanup);

const verifiedOverview = (extra: Record<string, unknown> = {}) => ({
  viewer: {
    player: { id: 'p1', isPhoneNumberVerified: true, phoneNumber: '+358401234567' },
    bonuses: [],
    freeSpins: [],
    ...extra,
  },
});

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/rewards/', () => {
  it('shows the entries as cards: value, dates, Scheduled without a claim button', async () => {
    await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () => verifiedOverview(),
        Rewards: () => ({ viewer: { playerRewards: [freeSpins(), moneyDrop(), bonusDrop()] } }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Your rewards' });
    const names = within(list)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
    // startsAt ascending: the bonus (08:00), the money drop (09:00), the free spins (2030-01-02).
    expect(names).toEqual(['Bonus boost', 'Weekend drop', 'Spin Friday']);

    const money = await card('Weekend drop');
    expect(money.textContent).toContain('€5.00');
    expect(within(money).getByRole('button', { name: 'Claim Weekend drop' })).toBeTruthy();
    expect(money.textContent).toMatch(/Claim by 1 Feb 2030/);

    const bonus = await card('Bonus boost');
    expect(bonus.textContent).toContain('€10.00 bonus, wager ×10, max payout €50.00');

    const spins = await card('Spin Friday');
    expect(spins.textContent).toContain('10 free spins on Polished Reels Megaways');
    expect(spins.textContent).toContain('€0.20 per spin');
    expect(spins.textContent).toMatch(/Starts 2 Jan 2030/);
    expect(within(spins).queryByRole('button')).toBeNull();
    expect(within(spins).getByTestId('reward-status').textContent).toBe('Scheduled');
  });

  it('claims: the button is busy, then the entry is Credited and can be removed', async () => {
    const claim = deferred<unknown>();
    const { api } = await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () => verifiedOverview(),
        Rewards: () => ({ viewer: { playerRewards: [moneyDrop()] } }),
        ClaimReward: () => claim.promise,
      },
    });
    const entry = await card('Weekend drop');
    fireEvent.click(within(entry).getByRole('button', { name: 'Claim Weekend drop' }));
    const button = within(entry).getByRole('button', { name: 'Claim Weekend drop' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(api.calls.find((call) => call.operation === 'ClaimReward')?.variables).toEqual({
        assignationId: 'a-money',
      }),
    );

    await act(async () => claim.resolve({ claimReward: moneyDrop({ status: 'Credited' }) }));
    await waitFor(() =>
      expect(within(entry).getByTestId('reward-status').textContent).toBe('Credited'),
    );
    expect(within(entry).queryByRole('button', { name: /Claim/ })).toBeNull();
    fireEvent.click(within(entry).getByRole('button', { name: 'Remove Weekend drop' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Weekend drop' })).toBeNull());
    expect(screen.getByText(/You have no rewards right now/)).toBeTruthy();
  });

  it.each([
    ['RewardsBlocked', 'Rewards are blocked on your account. Contact customer support.'],
    ['RewardNotClaimable', 'This reward cannot be claimed any more.'],
    ['PhoneVerificationRequired', 'Verify your phone number before you claim rewards.'],
    ['NetworkError', 'We could not reach the server. Check your connection and try again.'],
  ])('a refused claim (%s) shows its message on the entry', async (type, message) => {
    await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () => verifiedOverview(),
        Rewards: () => ({ viewer: { playerRewards: [moneyDrop()] } }),
        ClaimReward: () => Promise.reject(apiError(type)),
      },
    });
    const entry = await card('Weekend drop');
    fireEvent.click(within(entry).getByRole('button', { name: 'Claim Weekend drop' }));
    expect((await within(entry).findByRole('alert')).textContent).toBe(message);
    // The claim can be tried again.
    const button = within(entry).getByRole('button', { name: 'Claim Weekend drop' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("says so when the reward list's code could not load (offline at sign-in)", async () => {
    await renderWithRewards(<RewardsPage />, {
      handlers: { RewardsOverview: () => verifiedOverview() },
      playerLogicFails: true,
    });
    expect(await screen.findByText('Your rewards could not be loaded.')).toBeTruthy();
  });

  it('live updates add a reward, start a scheduled one and credit a claimed one', async () => {
    const { socket, lobby } = await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () => verifiedOverview(),
        Rewards: () => ({ viewer: { playerRewards: [freeSpins()] } }),
      },
    });
    await card('Spin Friday');
    // The lobby routes the player's reward updates to its reward list.
    expect(lobby.getSnapshot().matches({ player: { actors: 'running' } })).toBe(true);
    const drop = moneyDrop();
    act(() =>
      socket.push('RewardsContextSubscription', {
        rewardUpdated: {
          reward: drop.reward,
          status: 'Unclaimed',
          assignationId: drop.assignationId,
          updatedAt: drop.updatedAt,
        },
      }),
    );
    const added = await card('Weekend drop');
    expect(within(added).getByRole('button', { name: 'Claim Weekend drop' })).toBeTruthy();

    const spins = freeSpins();
    act(() =>
      socket.push('RewardsContextSubscription', {
        rewardUpdated: {
          reward: spins.reward,
          status: 'Unclaimed',
          assignationId: spins.assignationId,
          updatedAt: '2030-01-02T10:00:00.000Z',
        },
      }),
    );
    const started = await card('Spin Friday');
    expect(within(started).getByRole('button', { name: 'Claim Spin Friday' })).toBeTruthy();

    act(() =>
      socket.push('RewardsContextSubscription', {
        rewardUpdated: {
          reward: drop.reward,
          status: 'Credited',
          assignationId: drop.assignationId,
          updatedAt: drop.updatedAt,
        },
      }),
    );
    await waitFor(() =>
      expect(within(added).getByTestId('reward-status').textContent).toBe('Credited'),
    );
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () => verifiedOverview(),
        Rewards: () =>
          fail
            ? Promise.reject(apiError('NetworkError'))
            : { viewer: { playerRewards: [moneyDrop()] } },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your rewards could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Weekend drop')).toBeTruthy();
  });

  it('visitors get the sign-in prompt', async () => {
    await renderWithRewards(<RewardsPage />, { handlers: {}, signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
  });
});

describe('phone verification before rewards', () => {
  const unverified = () => ({
    viewer: {
      player: { id: 'p1', isPhoneNumberVerified: false, phoneNumber: '+358401234567' },
      bonuses: [],
      freeSpins: [],
    },
  });

  it('asks for the number, then the code, then shows the rewards', async () => {
    const { api } = await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: unverified,
        Rewards: () => ({ viewer: { playerRewards: [moneyDrop()] } }),
        RequestPhoneVerification: () => ({
          requestPhoneVerification: { expiresAt: '', resendAvailableAt: '' },
        }),
        VerifyPhoneNumber: ({ code }) =>
          code === '123456'
            ? { verifyPhoneNumber: { id: 'p1', isPhoneNumberVerified: true } }
            : Promise.reject(apiError('InvalidSmsCode')),
      },
    });
    const form = await screen.findByRole('form', { name: 'Verify your phone number' });
    expect(screen.queryByRole('list', { name: 'Your rewards' })).toBeNull();
    expect((within(form).getByLabelText('Phone number') as HTMLInputElement).value).toBe(
      '+358401234567',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter the code' });
    expect(api.calls.find((c) => c.operation === 'RequestPhoneVerification')?.variables).toEqual({
      phoneNumber: '+358401234567',
    });
    fireEvent.change(within(codeForm).getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect((await within(codeForm).findByRole('alert')).textContent).toBe(
      'That code is not right. Check it and try again.',
    );
    fireEvent.change(within(codeForm).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await card('Weekend drop')).toBeTruthy();
  });

  it('is skipped when the brand sets DisablePhoneVerificationForRewards', async () => {
    await renderWithRewards(<RewardsPage />, {
      featureToggles: { DisablePhoneVerificationForRewards: true },
      handlers: {
        RewardsOverview: unverified,
        Rewards: () => ({ viewer: { playerRewards: [moneyDrop()] } }),
      },
    });
    expect(await card('Weekend drop')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Verify your phone number' })).toBeNull();
  });
});

describe('bonus money and free spins', () => {
  const bonus = {
    id: 'b1',
    assignationId: 'a-bonus',
    name: 'Bonus boost',
    status: 'Active',
    amount: 1000,
    currency: 'EUR',
    wageringRequirement: 10000,
    wagered: 2500,
    wageringProgress: 25,
    maxPayout: 5000,
    expiresAt: null,
    terms: {
      maxBet: 500,
      coveringBetShare: 0.6667,
      contributions: [
        { gameType: 'slot', percent: 100 },
        { gameType: 'instant', percent: 100 },
        { gameType: 'table', percent: 10 },
        { gameType: 'live', percent: 10 },
      ],
    },
  };

  it('shows the wagering progress and follows balanceUpdated live', async () => {
    const { balance } = await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () =>
          verifiedOverview({
            bonuses: [bonus, { ...bonus, id: 'b0', name: 'Old bonus', status: 'Converted' }],
            freeSpins: [
              {
                id: 'f1',
                assignationId: 'a-spins',
                gameSlug: 'polished-reels-megaways',
                remaining: 7,
                value: 20,
                betLevel: 1,
              },
            ],
          }),
        Rewards: () => ({ viewer: { playerRewards: [] } }),
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByText('Old bonus')).toBeNull();
    act(() => balance.push({ moneyType: 'CasinoBet', bonusBalance: 900, wageringProgress: 31.5 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('31.5');
    // A deposit concerns no bonus (progress 0): the bar keeps what it showed.
    act(() => balance.push({ moneyType: 'Deposit', bonusBalance: 900, wageringProgress: 0 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('31.5');

    const spins = screen.getByRole('region', { name: 'Free spins' });
    expect(spins.textContent).toContain('7 left');
    expect(
      within(spins)
        .getByRole('link', { name: 'Play Polished Reels Megaways' })
        .getAttribute('href'),
    ).toBe('/en/games/polished-reels-megaways/');
  });

  it('shows the terms the bonus was granted with: max bet, weight per game type, covering rounds', async () => {
    await renderWithRewards(<RewardsPage />, {
      handlers: {
        RewardsOverview: () =>
          verifiedOverview({
            bonuses: [{ ...bonus, terms: { ...bonus.terms, maxBet: 300 } }],
          }),
        Rewards: () => ({ viewer: { playerRewards: [] } }),
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Bonus terms' });
    const terms = heading.parentElement!;
    const text = (terms.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Max bet€3.00 a round while you have bonus money');
    const weights = within(terms)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(weights).toEqual([
      'Slots 100%',
      'Instant games 100%',
      'Table games 10%',
      'Live casino 10%',
    ]);
    expect(text).toContain(
      'Does not countRoulette rounds whose bets cover 25 or more of the 37 numbers, such as red and black or all three dozens',
    );
  });
});
