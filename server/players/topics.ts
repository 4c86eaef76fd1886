// The players' pub/sub topics (server/pubsub/pubsub.ts), heard by open lobbies in every process.
declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A player session ended (server/identity/sessions.ts); reason: a SessionEndReason (session-records.ts). */
    sessionDestroyed: { sessionId: string; playerId: string; reason: string };
    /**
     * A player's account changed in a way open lobbies must react to; `changed` names what
     * (accountStatus, kyc, sourceOfWealth, documents, restrictions, additionalInformation, popUps).
     */
    playerUpdated: {
      playerId: string;
      isAccountClosed: boolean;
      changed: string[];
      /** Set when the change closed or reopened the account (server/compliance/service.ts). */
      accountStatus?: {
        status: 'Active' | 'Closed';
        cause: string | null;
        reopenByCustomerAllowed: boolean;
      };
    };
    /** The operator added pop-ups for a player (server/compliance/). */
    customerPopUpAdded: { playerId: string; popUpIdsAdded: string[] };
  }
}
