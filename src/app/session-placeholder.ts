// Until the identity issue lands, every visitor is "not logged in" and has given no consent.
// The shell reads these through one place so the real session and consent machines can
// replace them without touching the layouts.

export const visitorSession = { refreshable: false } as const;
export const unansweredConsent = { preferences: false } as const;

/** Whether the player has bonus money to play with; the wallet issue supplies it. */
export const bonusEnabled = false;
