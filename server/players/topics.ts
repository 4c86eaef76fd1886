// The players' pub/sub topics (server/pubsub/pubsub.ts), heard by open lobbies in every process.
declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A player session ended (server/identity/sessions.ts); reason: a SessionEndReason (session-records.ts). */
    sessionDestroyed: { sessionId: string; playerId: string; reason: string };
    /** A player's account changed in a way open lobbies must react to. */
    playerUpdated: { playerId: string; isAccountClosed: boolean };
  }
}
