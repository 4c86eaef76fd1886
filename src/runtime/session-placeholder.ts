/** Whether the player has bonus money to play with; the wallet issue supplies it. */
export const bonusEnabled = false;
