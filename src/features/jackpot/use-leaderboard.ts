// The live leaderboard's data (programmes §2, §7): jackpotLeaderboard for the instance's mega
// pot, 100 entries asked; asked again after the socket's JackpotUpdate for the instance — at
// most once per 2 s however often the pots move (the service sends up to 4 updates a second).
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { LEADERBOARD_REQUEST_SIZE } from '../../../machines/jackpot/leaderboard.ts';
import {
  JackpotLeaderboardDocument,
  type JackpotLeaderboardQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useRequest, type RequestState } from '../../components/use-request.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import type { JackpotSettings } from '../../runtime/jackpot.ts';
import type { JackpotActors } from '../../runtime/use-jackpot.ts';
import { useSocketPots } from '../../runtime/use-jackpot.ts';

export const LEADERBOARD_REFRESH_MS = 2_000;

export type Leaderboard = JackpotLeaderboardQuery['jackpotLeaderboard'];

export function useLeaderboard(
  settings: JackpotSettings,
  brand: string,
  playerId: string | null,
  actors: JackpotActors | null,
): RequestState<Leaderboard> {
  const { api } = useApiServices();
  const instanceId = settings.instanceId ?? '';
  const leaderboard = useRequest(
    () =>
      api
        .request(JackpotLeaderboardDocument, {
          brand,
          jackpotInstanceId: instanceId,
          jackpotPotId: 'mega',
          currency: settings.currency,
          playerUUID: playerId,
          size: LEADERBOARD_REQUEST_SIZE,
        })
        .then(({ jackpotLeaderboard }) => jackpotLeaderboard),
    [api, brand, instanceId, settings.currency, playerId],
    () => msg`The leaderboard could not be loaded.`,
  );

  // Each JackpotUpdate gives a new pots array: ask again at most once per 2 s.
  const pots = useSocketPots(actors, instanceId);
  const { reload } = leaderboard;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seen = useRef(pots);
  useEffect(() => {
    if (pots === seen.current || pots.length === 0) return;
    seen.current = pots;
    pending.current ??= setTimeout(() => {
      pending.current = null;
      reload();
    }, LEADERBOARD_REFRESH_MS);
  }, [pots, reload]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  return leaderboard;
}
