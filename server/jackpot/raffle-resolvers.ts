// The raffle's GraphQL side (programmes §3, §7): raffleSettings for the request's country and the
// caller's currency (each raffle with its live instance id), and raffleWinners — the latest drawn
// drops with winners, newest first, for the winners carousel.
import { LobbyError } from '../errors.ts';
import { parseDateTime } from '../http/input-dates.ts';
import { containsNul } from '../http/input-text.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';
import { raffleInstances } from './raffles.ts';
import { raffleSettingsFor } from './raffle-settings.ts';
import { callerCurrency } from './caller-currency.ts';

const MAX_WINNERS = 50;
const DROP_NAMES: Record<string, string> = {
  hourly: 'Hourly drop',
  daily: 'Daily drop',
  weekly: 'Weekly drop',
};

const encodeCursor = (drawnAt: string, id: string) =>
  Buffer.from(JSON.stringify([drawnAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      parseDateTime(parsed[0]) !== undefined &&
      typeof parsed[1] === 'string' &&
      // The request's own check cannot see inside the cursor.
      !containsNul(parsed[1])
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // falls through to the error below
  }
  throw new LobbyError('InvalidArgument', 'The cursor is not one this list gave.');
}

export function raffleResolvers(): Resolvers {
  return {
    Query: {
      raffleSettings: async (_parent, args, context) => {
        const country = (args.ipCountryCode ?? context.country.ipCountryCode).toUpperCase();
        const settings = await raffleSettingsFor(context.store, context.brand.key, country);
        if (!settings) return null;
        const instances = await raffleInstances(context.store, {
          brand: context.brand.key,
          currency: await callerCurrency(context),
          enabledOnly: true,
        });
        const raffles = settings.raffles.flatMap((entry) => {
          const instance = instances.find((candidate) => candidate.sourceId === entry.type);
          return instance ? [{ ...entry, instanceId: instance.id }] : [];
        });
        return { ...settings, enabled: settings.enabled && raffles.length > 0, raffles };
      },
      raffleWinners: async (_parent, args, context) => {
        const last = Math.max(0, Math.min(MAX_WINNERS, args.last ?? 15));
        const before = args.before ? decodeCursor(args.before) : null;
        const { rows } = await context.store.query<{
          id: string;
          instance_id: string;
          source_id: string;
          drawn_at: Date | string;
          winners: { initials: string; amount: unknown; currency: string; brand: string }[];
        }>(
          `select d.id, d.instance_id, i.source_id, d.drawn_at,
             json_agg(json_build_object('initials', w.initials, 'amount', w.amount,
               'currency', w.currency, 'brand', w.brand) order by w.rank) as winners
           from raffle_drops d
           join raffle_instances i on i.id = d.instance_id
           join raffle_winners w on w.drop_id = d.id
           where i.currency = $1 and d.drawn_at is not null
             and ($2::timestamptz is null or (d.drawn_at, d.id) < ($2::timestamptz, $3::text))
           group by d.id, d.instance_id, i.source_id, d.drawn_at
           order by d.drawn_at desc, d.id desc
           limit $4`,
          [args.baseCurrency.toUpperCase(), before?.[0] ?? null, before?.[1] ?? null, last],
        );
        return {
          edges: rows.map((row) => {
            const timestamp = new Date(row.drawn_at).toISOString();
            return {
              cursor: encodeCursor(timestamp, row.id),
              node: {
                instanceId: row.instance_id,
                jackpotName: DROP_NAMES[row.source_id] ?? row.source_id,
                timestamp,
                winners: row.winners.map((winner) => ({
                  winnerInitials: winner.initials,
                  winAmount: readMinorUnits(winner.amount, 'raffle prize'),
                  winCurrency: winner.currency,
                  brand: winner.brand,
                })),
              },
            };
          }),
        };
      },
    },
  };
}
