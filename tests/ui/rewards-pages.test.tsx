// The other reward pages in jsdom: history sorting, cashback through the one claim path, the
// shop (buy, InsufficientPoints, toast) and the promotions' calls to action.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CashbackPage, { mergeCashback } from '../../src/features/rewards/CashbackPage.tsx';
import PromotionsPage from '../../src/features/rewards/PromotionsPage.tsx';
import RewardsHistoryPage from '../../src/features/rewards/RewardsHistoryPage.tsx';
import RewardsShopPage from '../../src/features/rewards/RewardsShopPage.tsx';
import { toRewardView } from '../../src/runtime/reward-list.ts';
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

describe('/profile/rewards-history/', () => {
  it('lists every status in a table and sorts by the chosen field and order', async () => {
    const { api } = await renderWithRewards(<RewardsHistoryPage />, {
      path: '/en/profile/rewards-history/',
      handlers: {
        Rewards: () => ({
          viewer: {
            playerRewards: [
              moneyDrop({ status: 'Credited' }),
              bonusDrop({ status: 'Expired' }),
              freeSpins({ status: 'Removed' }),
            ],
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Sorted by Date assigned, descending' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain('Weekend drop');
    expect(rows[1]!.textContent).toContain('Credited');
    expect(rows[2]!.textContent).toContain('Expired');
    expect(rows[3]!.textContent).toContain('Removed');
    expect(api.calls.at(-1)).toEqual({
      operation: 'Rewards',
      variables: { sortBy: 'assignedAt', ascending: false, last: 500 },
    });

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'status' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'ascending' } });
    await screen.findByRole('table', { name: 'Sorted by Status, ascending' });
    expect(api.calls.at(-1)?.variables).toEqual({ sortBy: 'status', ascending: true, last: 500 });
    const options = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options.sort()).toEqual(['assignedAt', 'rewardId', 'status', 'updatedAt']);
  });
});

describe('/cashback/', () => {
  const cashback = (status: 'Unclaimed' | 'Credited', id: string) =>
    moneyDrop({
      assignationId: id,
      status,
      reward: {
        ...moneyDrop().reward,
        rewardId: `r-${id}`,
        name: `Cashback ${id}`,
        kind: 'Cashback',
      },
    });

  it('shows Cashback rewards and claims them through the reward-list machine', async () => {
    const { api } = await renderWithRewards(<CashbackPage />, {
      path: '/en/cashback/',
      handlers: {
        // The reward list (Unclaimed and Scheduled) and the page's query (kind: Cashback).
        Rewards: ({ kind }) => ({
          viewer: {
            playerRewards:
              kind === 'Cashback'
                ? [cashback('Credited', 'old'), cashback('Unclaimed', 'new')]
                : [cashback('Unclaimed', 'new'), moneyDrop()],
          },
        }),
        ClaimReward: () => ({ claimReward: cashback('Credited', 'new') }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Your cashback' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('article', { name: 'Weekend drop' })).toBeNull();
    const old = screen.getByRole('article', { name: 'Cashback old' });
    expect(within(old).queryByRole('button', { name: /Claim/ })).toBeNull();
    const fresh = screen.getByRole('article', { name: 'Cashback new' });
    fireEvent.click(await within(fresh).findByRole('button', { name: 'Claim Cashback new' }));
    await waitFor(() =>
      expect(within(fresh).getByTestId('reward-status').textContent).toBe('Credited'),
    );
    expect(api.calls.filter((call) => call.operation === 'ClaimReward')).toHaveLength(1);
  });

  it('merges the live entries over the loaded ones by rewardId + assignationId', () => {
    const loaded = [cashback('Unclaimed', 'x')];
    const live = [
      toRewardView({
        reward: {
          rewardId: 'r-x',
          startsAt: loaded[0]!.reward.startsAt,
          claimType: 'manual',
          payload: { ...loaded[0]!, reward: loaded[0]!.reward },
        },
        assignationId: 'x',
        status: 'Credited',
        loading: false,
      }),
    ];
    const merged = mergeCashback(loaded, live);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.status).toBe('Credited');
  });
});

describe('/rewards-shop/', () => {
  const offer = (id: string, price: number) => ({
    id,
    title: `Offer ${id}`,
    description: 'A good one',
    price,
    reward: moneyDrop().reward,
  });

  it('buys an offer: points spent, a toast; too few points shows the error', async () => {
    let points = 120;
    const { notifications } = await renderWithRewards(<RewardsShopPage />, {
      path: '/en/rewards-shop/',
      handlers: {
        RewardsShop: () => ({ rewardsShop: [offer('cheap', 100), offer('dear', 5000)] }),
        LoyaltyPoints: () => ({ viewer: { loyaltyPoints: points } }),
        BuyShopOffer: ({ offerId }) => {
          if (offerId === 'dear') return Promise.reject(apiError('InsufficientPoints'));
          points -= 100;
          return { buyShopOffer: moneyDrop() };
        },
      },
    });
    await waitFor(() => expect(screen.getByTestId('loyalty-points').textContent).toBe('120'));
    const dear = await screen.findByRole('article', { name: 'Offer dear' });
    fireEvent.click(within(dear).getByRole('button', { name: 'Buy Offer dear for 5,000 points' }));
    expect((await within(dear).findByRole('alert')).textContent).toBe(
      'You do not have enough points for this offer.',
    );
    const cheap = screen.getByRole('article', { name: 'Offer cheap' });
    fireEvent.click(within(cheap).getByRole('button', { name: /Buy Offer cheap/ }));
    await waitFor(() => expect(screen.getByTestId('loyalty-points').textContent).toBe('20'));
    expect(notifications).toEqual([
      {
        type: 'notifications.show',
        kind: 'success',
        messageId: 'REWARD_SHOP_PURCHASED',
        values: { offer: 'Offer cheap' },
      },
    ]);
  });
});

describe('/promotions/', () => {
  const promotions = () => ({
    promotions: [
      {
        __typename: 'PromotionBlock',
        id: 'p1',
        type: 'PROMOTION',
        title: 'Double up',
        text: 'Deposit and get more.',
        imageUrl: '/img.svg',
        applicability: 'FIRST_TIME_DEPOSIT',
        callToAction: { type: 'DEPOSIT', label: 'Deposit now', url: null },
      },
      {
        __typename: 'PromotionBlock',
        id: 'p2',
        type: 'PROMOTION_V2',
        title: 'Spin week',
        text: null,
        imageUrl: '/img.svg',
        applicability: 'ALWAYS',
        callToAction: { type: 'PAGE_LINK', label: 'See the games', url: '/slots/' },
      },
    ],
  });

  it('DEPOSIT opens the quick-deposit dialog; PAGE_LINK links to its page', async () => {
    const { overlays, api } = await renderWithRewards(<PromotionsPage />, {
      path: '/en/promotions/',
      handlers: { Promotions: promotions },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit now' }));
    expect(overlays).toEqual([
      { type: 'overlay.open', variant: 'quick-deposit', payload: { mode: 'deposit' } },
    ]);
    expect(screen.getByRole('link', { name: 'See the games' }).getAttribute('href')).toBe(
      '/en/slots/',
    );
    expect(api.calls.find((call) => call.operation === 'Promotions')?.variables).toEqual({
      locale: 'en-GB',
    });
  });

  it('visitors see the promotions; DEPOSIT asks them to sign in', async () => {
    await renderWithRewards(<PromotionsPage />, {
      path: '/en/promotions/',
      signedIn: false,
      handlers: { Promotions: promotions },
    });
    const link = await screen.findByRole('link', { name: 'Deposit now' });
    expect(link.getAttribute('href')).toBe('/en/login/?autoSignIn=1');
    expect(screen.getByRole('heading', { name: 'Spin week' })).toBeTruthy();
  });
});
