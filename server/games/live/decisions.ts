// Live blackjack's round (blackjack.ts, decision 0057): at close of bets the cards are drawn and
// every base bet taken, then decision windows open one after another until no hand can act, and
// the dealer plays. These steps read and write the bets and move the money (settle.ts); what
// they answer, the next window or the result, the schedule commits and publishes (schedule.ts).
import { readMinorUnits } from '../../ledger/minor-units.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import { handValue, isBlackjack } from '../blackjack-rules.ts';
import {
  canAct,
  dealerFinal,
  dealerStart,
  endsAtDeal,
  handPayout,
  playerHand,
  type BlackjackSequence,
} from './blackjack.ts';
import { liveBlackjack } from './engines.ts';
import { betRows, drawOnce, markSettled, savePlay, saveResult, type Play } from './rows.ts';
import { pay, takeStake } from './settle.ts';
import type { PlayerResult } from './state.ts';
import type { LiveContext } from './table-types.ts';

type DealContext = Pick<LiveContext, 'store' | 'wallet' | 'random' | 'clock'>;

/** What follows a blackjack step: the next decision window, or the round's result. */
export type BlackjackNext =
  | { kind: 'decide'; step: number; view: Json }
  | { kind: 'result'; outcome: Json; results: PlayerResult[] };

const viewOf = (sequence: BlackjackSequence, hits: number): Json => ({
  player: playerHand(sequence, hits),
  dealer: [sequence[1]!],
  hits,
});

async function sequenceOf(context: DealContext, slug: string, roundId: string) {
  const drawn = await drawOnce(context.store, context, slug, liveBlackjack as never, roundId);
  return (drawn as { sequence: BlackjackSequence }).sequence;
}

/** Close of bets: the cards are drawn, every base bet taken, then the first window opens. */
export async function startBlackjack(
  context: DealContext,
  slug: string,
  roundId: string,
): Promise<BlackjackNext> {
  const sequence = await sequenceOf(context, slug, roundId);
  let active = 0;
  for (const row of await betRows(context.store, roundId)) {
    if (row.play) {
      if (!(JSON.parse(row.play) as Play).done) active++;
      continue;
    }
    const base = readMinorUnits(row.total, 'live bets');
    const taken: Play = {
      taken: true,
      refused: null,
      hits: 0,
      doubled: false,
      done: !canAct(sequence, 0),
      action: null,
    };
    const refused = await takeStake(
      context,
      row,
      roundId,
      base,
      'bet',
      {
        win: handPayout(sequence, 0, base, false),
        show: { game: 'live-blackjack', hand: playerHand(sequence, 0), stake: base },
      },
      taken,
    );
    if (refused !== null) {
      const play = { ...taken, taken: false, refused, done: true };
      await savePlay(context.store, roundId, row.session_hash, play);
    } else if (!taken.done) {
      active++;
    }
  }
  // A natural, or nobody with a hand to play: straight to the dealer.
  if (endsAtDeal(sequence) || active === 0) return finishBlackjack(context, roundId, sequence, 0);
  return { kind: 'decide', step: 0, view: viewOf(sequence, 0) };
}

/**
 * A window shut (the schedule has written so, and no decision is taken after that): hits and
 * doubles are applied; the next window opens or the dealer plays.
 */
export async function applyDecisions(
  context: DealContext,
  slug: string,
  roundId: string,
  step: number,
): Promise<BlackjackNext> {
  const sequence = await sequenceOf(context, slug, roundId);
  let hits = step;
  let active = 0;
  for (const row of await betRows(context.store, roundId)) {
    const play = row.play ? (JSON.parse(row.play) as Play) : null;
    if (!play || play.done || play.hits !== step) continue;
    const base = readMinorUnits(row.total, 'live bets');
    if (play.action === 'double' && step === 0) {
      const doubled: Play = { ...play, doubled: true, hits: 1, done: true, action: null };
      const refused = await takeStake(
        context,
        row,
        roundId,
        base,
        'double',
        {
          win: handPayout(sequence, 1, base, true),
          show: { game: 'live-blackjack', hand: playerHand(sequence, 1), stake: 2 * base },
        },
        doubled,
      );
      hits = Math.max(hits, 1);
      // Taken: the hand is played out (and saved with the stake). Refused: the player hits.
      if (refused === null) continue;
      play.hits = 1;
      play.done = !canAct(sequence, 1);
    } else if (play.action === 'hit' || play.action === 'double') {
      play.hits = step + 1;
      play.done = !canAct(sequence, play.hits);
    } else {
      play.done = true;
    }
    play.action = null;
    hits = Math.max(hits, play.hits);
    if (!play.done) active++;
    await savePlay(context.store, roundId, row.session_hash, play);
  }
  if (active > 0) return { kind: 'decide', step: step + 1, view: viewOf(sequence, hits) };
  return finishBlackjack(context, roundId, sequence, hits);
}

/** The dealer plays; every hand is paid (or shown refused) and the round is settled. */
async function finishBlackjack(
  context: DealContext,
  roundId: string,
  sequence: BlackjackSequence,
  shownHits: number,
): Promise<BlackjackNext> {
  const dealerNatural = isBlackjack(dealerStart(sequence));
  const dealer = dealerNatural ? dealerStart(sequence) : dealerFinal(sequence);
  const results: PlayerResult[] = [];
  for (const row of await betRows(context.store, roundId)) {
    if (row.result) {
      results.push(JSON.parse(row.result) as PlayerResult);
      continue;
    }
    const play = row.play ? (JSON.parse(row.play) as Play) : null;
    const base = readMinorUnits(row.total, 'live bets');
    const stake = play?.doubled ? 2 * base : base;
    const hand = {
      cards: playerHand(sequence, play?.hits ?? 0),
      doubled: play?.doubled ?? false,
    };
    let result: PlayerResult;
    if (!play?.taken) {
      result = {
        sessionId: row.session_id,
        roundId,
        stake: base,
        win: 0,
        bets: [{ spot: 'hand', stake: base, win: 0 }],
        balance: null,
        refused: play?.refused ?? 'RoundClosed',
        hand,
      };
    } else {
      const win = handPayout(sequence, play.hits, base, play.doubled);
      const balance = await pay(context, row, roundId, win);
      result = {
        sessionId: row.session_id,
        roundId,
        stake,
        win,
        bets: [{ spot: 'hand', stake, win }],
        balance,
        refused: null,
        hand,
      };
    }
    await saveResult(context.store, roundId, row.session_hash, result);
    results.push(result);
  }
  await markSettled(context.store, roundId, context.clock.now());
  const outcome: Json = {
    player: playerHand(sequence, shownHits),
    dealer,
    hits: shownHits,
    playerTotal: handValue(playerHand(sequence, shownHits)).total,
    dealerTotal: handValue(dealer).total,
  };
  return { kind: 'result', outcome, results };
}
