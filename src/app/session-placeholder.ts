// Until the identity issue lands, every visitor is "not logged in". The shell reads it through
// one place so the real session machine can replace it without touching the layouts.

export const visitorSession = { refreshable: false } as const;

/** Whether the player has bonus money to play with; the wallet issue supplies it. */
export const bonusEnabled = false;
