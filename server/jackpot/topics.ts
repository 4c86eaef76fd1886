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

declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    jackpotChanged: { instanceId: string };
    jackpotWon: JackpotWinEvent;
  }
}
