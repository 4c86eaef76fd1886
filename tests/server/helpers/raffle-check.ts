// An independent re-implementation of the raffle's draw as decision 0042 documents it, for the
// tests to check stored draws against — written from the document, not from
// server/ledger/raffle/raffle-draw-math.ts (it uses BigInt and its own table walk on purpose):
//
//   commitment = sha256(seed as UTF-8 hex text);
//   the ticket table lists players with ≥ 1 ticket sorted by id;
//   prize k draws ticket t uniformly in [0, tickets left): u = first 6 bytes (big-endian) of
//   HMAC-SHA256(key = seed, message = `draw:k:attempt`), attempts 0, 1, … while u falls in the
//   last, incomplete block (u ≥ 2^48 − 2^48 mod total), then t = u mod total;
//   the holder of t in table order wins and leaves the table; at most one prize per player.
import { createHash, createHmac } from 'node:crypto';

export interface Holder {
  playerId: string;
  tickets: number;
}

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

const SPACE = 1n << 48n;

function ticketFor(seed: string, k: number, total: bigint): bigint {
  const limit = SPACE - (SPACE % total);
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const mac = createHmac('sha256', Buffer.from(seed, 'utf8'))
      .update(Buffer.from(`draw:${k}:${attempt}`, 'utf8'))
      .digest();
    let u = 0n;
    for (let i = 0; i < 6; i++) u = (u << 8n) | BigInt(mac[i]!);
    if (u < limit) return u % total;
  }
  throw new Error('rejection sampling did not end');
}

/** The winners' ids in prize order, from the seed and the table, per decision 0042. */
export function expectedWinners(seed: string, table: readonly Holder[], prizes: number): string[] {
  const left = table
    .filter((holder) => holder.tickets > 0)
    .map((holder) => ({ ...holder }))
    .sort((a, b) => (a.playerId === b.playerId ? 0 : a.playerId < b.playerId ? -1 : 1));
  const winners: string[] = [];
  for (let k = 0; k < prizes && left.length > 0; k++) {
    const total = left.reduce((sum, holder) => sum + BigInt(holder.tickets), 0n);
    const t = ticketFor(seed, k, total);
    let upTo = 0n;
    let index = -1;
    for (let i = 0; i < left.length; i++) {
      upTo += BigInt(left[i]!.tickets);
      if (t < upTo) {
        index = i;
        break;
      }
    }
    winners.push(left[index]!.playerId);
    left.splice(index, 1);
  }
  return winners;
}

/** Largest-remainder split of `whole` by `weights` (ties to the earlier weight). */
export function largestRemainder(whole: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.map((weight) => Math.floor((whole * weight) / total));
  let left = whole - parts.reduce((sum, part) => sum + part, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (whole * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
