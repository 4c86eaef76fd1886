// The jackpot leaderboard (programmes §2, §3, §7): the top contributors of the shared pot's current
// round, each with the share of the shared pot they would get if it dropped now — the same split
// the drop pays (ledger/jackpot/jackpot-math.ts splitSharedPot over the top 50). Ranks name position
// brackets; their badges are served by the jackpot API.
import type { Queryable } from '../db/store.ts';
import { SHARED_POT_WINNERS } from '../ledger/jackpot/jackpot-drops.ts';
import { splitSharedPot } from '../ledger/jackpot/jackpot-math.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';
import { initialsSql } from '../players/players.ts';
import { JACKPOT_API_PREFIX } from './socket.ts';

export const MAX_LEADERBOARD_SIZE = 100;

const RANKS = [
  { upTo: 3, name: 'Platinum', badge: 'platinum' },
  { upTo: 10, name: 'Gold', badge: 'gold' },
  { upTo: SHARED_POT_WINNERS, name: 'Silver', badge: 'silver' },
  { upTo: Number.POSITIVE_INFINITY, name: 'Bronze', badge: 'bronze' },
] as const;
export const RANK_BADGES = RANKS.map((rank) => rank.badge);

export function rankOf(position: number): { name: string; imageUrl: string } | null {
  if (position <= 0) return null;
  const rank = RANKS.find((candidate) => position <= candidate.upTo)!;
  return { name: rank.name, imageUrl: `${JACKPOT_API_PREFIX}/v1/ranks/${rank.badge}.svg` };
}

export interface LeaderboardEntry {
  position: number;
  playerId: string;
  brand: string;
  initials: string;
  expectedPrize: number;
  rankName: string | null;
  rankImageUrl: string | null;
}

export interface Leaderboard {
  entries: LeaderboardEntry[];
  playerPosition: number;
  playerExpectedPrize: number;
}

export async function leaderboardOf(
  db: Queryable,
  instanceId: string,
  playerId: string | null,
  size: number,
): Promise<Leaderboard> {
  const limit = Math.max(0, Math.min(MAX_LEADERBOARD_SIZE, Math.trunc(size)));
  const { rows } = await db.query<{
    player_id: string;
    amount: string | number;
    brand: string;
    initials: string;
    pot: string | number;
  }>(
    `select c.player_id, c.amount, p.brand, s.value as pot,
       ${initialsSql('p')} as initials
     from jackpot_pots s
     join jackpot_contributors c on c.instance_id = s.instance_id and c.generation = s.generation
     join players p on p.id = c.player_id
     where s.instance_id = $1 and s.pot_id = 'shared'
     order by c.amount desc, c.player_id
     limit $2`,
    [instanceId, Math.max(limit, SHARED_POT_WINNERS)],
  );
  const pot = rows[0] ? readMinorUnits(rows[0].pot, 'shared pot') : 0;
  const prizes = new Map(
    splitSharedPot(
      pot,
      rows.map((row) => ({
        playerId: row.player_id,
        contributed: readMinorUnits(row.amount, 'contribution'),
      })),
      SHARED_POT_WINNERS,
    ).map((share) => [share.playerId, share.amount]),
  );
  const entries = rows.slice(0, limit).map((row, index) => {
    const rank = rankOf(index + 1);
    return {
      position: index + 1,
      playerId: row.player_id,
      brand: row.brand,
      initials: row.initials,
      expectedPrize: prizes.get(row.player_id) ?? 0,
      rankName: rank?.name ?? null,
      rankImageUrl: rank?.imageUrl ?? null,
    };
  });
  let playerPosition = 0;
  if (playerId) {
    const listed = rows.findIndex((row) => row.player_id === playerId);
    if (listed >= 0) {
      playerPosition = listed + 1;
    } else {
      // Outside the rows read: count who is ahead.
      const ahead = await db.query<{ position: string | number | null }>(
        `select (select count(*) from jackpot_contributors o
                 where o.instance_id = c.instance_id and o.generation = c.generation
                   and (o.amount > c.amount or (o.amount = c.amount and o.player_id < c.player_id)))
                + 1 as position
         from jackpot_contributors c join jackpot_pots s
           on s.instance_id = c.instance_id and s.generation = c.generation and s.pot_id = 'shared'
         where c.instance_id = $1 and c.player_id = $2`,
        [instanceId, playerId],
      );
      playerPosition = Number(ahead.rows[0]?.position ?? 0);
    }
  }
  return {
    entries,
    playerPosition,
    playerExpectedPrize: playerId ? (prizes.get(playerId) ?? 0) : 0,
  };
}

/** A rank's badge: a medal in the rank's colour. */
export function rankBadgeSvg(badge: string): string | undefined {
  const colours: Record<string, string> = {
    platinum: '#d9e4ec',
    gold: '#f2c14e',
    silver: '#b8c0c8',
    bronze: '#c27c4a',
  };
  const colour = colours[badge];
  if (!colour) return undefined;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
    '<path d="M10 2h12l-3 9h-6z" fill="#5b6b7d"/>' +
    `<circle cx="16" cy="20" r="10" fill="${colour}" stroke="#1d2733" stroke-width="1.5"/>` +
    '<path d="M16 14l1.8 3.7 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" fill="#1d2733" opacity=".55"/>' +
    '</svg>'
  );
}
