// The raffle's draw, pure and reproducible (decision 0042): anyone with the revealed
// seed and the drop's ticket table gets the same winners.
//
// - The seed is 32 random bytes (hex), committed to when the drop opens: commitment =
//   sha256(seed as UTF-8 hex text).
// - The ticket table lists each player with at least one ticket, sorted by player id.
// - Draw k (k = 0, 1, …) picks ticket number t uniformly in [0, total tickets left): the first
//   6 bytes of HMAC-SHA256(key = seed, message = `draw:${k}:${attempt}`) as a big-endian
//   integer u; attempts start at 0 and go on while u falls in the last, incomplete block of
//   2^48 mod total (rejection sampling, so every ticket is equally likely). The winner is the
//   player whose cumulative range (in table order) holds t; their tickets leave the table, and
//   the next prize is drawn from the rest. At most one prize per player.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface TicketHolder {
  playerId: string;
  tickets: number;
}

export function newDrawSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: seedCommitment(seed) };
}

export function seedCommitment(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

const RANGE = 2 ** 48;

/** A uniform integer in [0, total) for draw k, from the seed alone. */
export function drawIndex(seed: string, k: number, total: number): number {
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError('total must be positive');
  const limit = RANGE - (RANGE % total);
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHmac('sha256', seed).update(`draw:${k}:${attempt}`).digest();
    const value = digest.readUIntBE(0, 6);
    if (value < limit) return value % total;
  }
}

/** The winners, in prize order, of up to `prizes` draws over the table (sorted here). */
export function drawWinners(
  seed: string,
  table: readonly TicketHolder[],
  prizes: number,
): TicketHolder[] {
  let left = table
    .filter((holder) => holder.tickets > 0)
    .sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  const winners: TicketHolder[] = [];
  for (let k = 0; k < prizes && left.length > 0; k += 1) {
    const total = left.reduce((sum, holder) => sum + holder.tickets, 0);
    let ticket = drawIndex(seed, k, total);
    const index = left.findIndex((holder) => {
      if (ticket < holder.tickets) return true;
      ticket -= holder.tickets;
      return false;
    });
    winners.push(left[index]!);
    left = left.filter((_, position) => position !== index);
  }
  return winners;
}
