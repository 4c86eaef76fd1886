// Blackjack: the rules (hand values, S17, 3:2, insurance, split and double), the
// RTP of basic strategy by a seeded simulation of the engine itself — equal to the catalogue's
// published figure within 0.5 % — and the property that no round, whatever the decisions,
// returns more than the table allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_RTPS } from '../../server/catalogue/game-engines.ts';
import { ShufflingDealer, seededRandom, type Card } from '../../server/games/cards.ts';
import {
  act,
  deal,
  legalActions,
  totalStake,
  visibleState,
  type BlackjackState,
} from '../../server/games/blackjack-engine.ts';
import {
  dealerDraws,
  handValue,
  maxRoundReturn,
  playDealer,
  settleHand,
} from '../../server/games/blackjack-rules.ts';
import { basicStrategy } from '../../server/games/blackjack-strategy.ts';

function fromList(cards: Card[]): () => Card {
  let i = 0;
  return () => {
    const card = cards[i++];
    if (!card) throw new Error('test shoe ran out');
    return card;
  };
}

describe('blackjack rules', () => {
  it('values hands, aces soft when they fit', () => {
    expect(handValue(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(handValue(['AS', '6H', 'TD'])).toEqual({ total: 17, soft: false });
    expect(handValue(['AS', 'AH', '9D'])).toEqual({ total: 21, soft: true });
    expect(handValue(['KS', 'QH', '2D'])).toEqual({ total: 22, soft: false });
  });

  it('the dealer stands on soft 17 and draws to 16', () => {
    expect(dealerDraws(['AS', '6H'])).toBe(false);
    expect(dealerDraws(['TS', '6H'])).toBe(true);
    expect(playDealer(['TS', '6H'], fromList(['5C']))).toEqual(['TS', '6H', '5C']);
  });

  it('pays a natural 3:2, pushes naturals and equal totals, a bust loses', () => {
    expect(settleHand({ cards: ['AS', 'KH'], stake: 10, fromSplit: false }, ['9S', '8D'])).toEqual({
      result: 'blackjack',
      payout: 25,
    });
    expect(
      settleHand({ cards: ['AS', 'KH'], stake: 10, fromSplit: true }, ['9S', '8D']).payout,
    ).toBe(20);
    expect(
      settleHand({ cards: ['AS', 'KH'], stake: 10, fromSplit: false }, ['AD', 'QD']).result,
    ).toBe('push');
    expect(
      settleHand({ cards: ['TS', '8H'], stake: 10, fromSplit: false }, ['9S', '9D']).payout,
    ).toBe(10);
    expect(
      settleHand({ cards: ['TS', '8H', '5C'], stake: 10, fromSplit: false }, ['TD', '6D', '8C'])
        .result,
    ).toBe('bust');
  });

  it('offers insurance on an ace and pays it 2:1 against a dealer natural', () => {
    // Player 10+9, dealer A (up) + K (hole).
    const state = deal(10, fromList(['TS', 'AH', '9D', 'KC']));
    expect(state.phase).toBe('insurance');
    expect(visibleState(state).dealer).toEqual(['AH', null]);
    const done = act(state, 'insurance', fromList([]));
    expect(done.phase).toBe('settled');
    expect(done.insurance).toBe(5);
    expect(done.win).toBe(15); // the hand loses, insurance returns 3 × 5
    expect(totalStake(done)).toBe(15);
  });

  it('doubles for one card and splits into two hands', () => {
    const doubled = act(
      deal(10, fromList(['5S', '6H', '6D', 'TC'])),
      'double',
      fromList(['TS', 'TD']),
    );
    // Player 5+6+T = 21 doubled; dealer 6+T then T: bust.
    expect(doubled.hands[0]!.stake).toBe(20);
    expect(doubled.win).toBe(40);
    const dealt = deal(10, fromList(['8S', '6H', '8D', 'TC']));
    expect(legalActions(dealt)).toContain('split');
    const split = act(dealt, 'split', fromList(['3C']));
    expect(split.hands).toHaveLength(2);
    expect(split.hands[0]!.cards).toEqual(['8S', '3C']);
    expect(totalStake(split)).toBe(20);
  });

  it('refuses illegal actions and bad bets with a typed error', () => {
    const state = deal(10, fromList(['8S', '6H', '9D', 'TC']));
    expect(() => act(state, 'split', fromList([]))).toThrow(
      expect.objectContaining({ code: 'IllegalAction' }),
    );
    expect(() => act(state, 'insurance', fromList([]))).toThrow(
      expect.objectContaining({ code: 'IllegalAction' }),
    );
    expect(() => deal(7, fromList([]))).toThrow(expect.objectContaining({ code: 'InvalidBet' }));
    expect(() => deal(-2, fromList([]))).toThrow(expect.objectContaining({ code: 'InvalidBet' }));
  });
});

function playRound(
  random: ReturnType<typeof seededRandom>,
  choose: (s: BlackjackState) => ReturnType<typeof basicStrategy>,
  bet = 2,
) {
  const dealer = new ShufflingDealer(6, random);
  const draw = () => dealer.draw();
  let state = deal(bet, draw);
  while (state.phase !== 'settled') state = act(state, choose(state), draw);
  return state;
}

describe('blackjack RTP', () => {
  it('basic strategy returns the published RTP within 0.5 % (seeded simulation, 1M rounds)', () => {
    const random = seededRandom(2026);
    let staked = 0;
    let won = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const state = playRound(random, basicStrategy);
      staked += totalStake(state);
      won += state.win!;
    }
    const rtp = (won / staked) * 100;
    expect(Math.abs(rtp - ENGINE_RTPS.blackjack['']!)).toBeLessThan(0.5);
  }, 60_000);

  it('no round returns more than the table allows, whatever the decisions (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        (seed, half, picks) => {
          let n = 0;
          const state = playRound(
            seededRandom(seed),
            (s) => {
              const legal = legalActions(s);
              return legal[picks[n++ % picks.length]! % legal.length]!;
            },
            half * 2,
          );
          const bet = half * 2;
          expect(state.win!).toBeLessThanOrEqual(maxRoundReturn(bet));
          expect(state.win!).toBeLessThanOrEqual(totalStake(state) * 2.5);
          expect(Number.isInteger(state.win!)).toBe(true);
          expect(state.hands.length).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
