// The jackpot's pub/sub topics (server/pubsub/pubsub.ts): every process hears a pot change or a
// win, so sockets connected to any process see it. A change names only the instance: each
// process reads the pots itself when it flushes (so updates never arrive out of order).

/** One winner's share of a drop: the WinEvent every socket of the instance receives. */
export type JackpotWinEvent = {
  instanceId: string;
  potId: string;
  amount: number;
  currency: string;
  playerId: string;
  initials: string;
  brand: string;
  wonAt: string;
};

/** A raffle drop was drawn: every socket of its brand hears the winners. */
export type RaffleDrawnEvent = {
  dropId: string;
  instanceId: string;
  sourceId: string;
  brand: string;
  currency: string;
  drawnAt: string;
  winners: { rank: number; playerId: string; initials: string; amount: number; brand: string }[];
};

declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    jackpotChanged: { instanceId: string };
    jackpotWon: JackpotWinEvent;
    /** The operator withdrew these players' contribution: their sockets get the new status. */
    jackpotOptInsWithdrawn: { instanceId: string; playerIds: string[] };
    raffleDrawn: RaffleDrawnEvent;
  }
}
