// The deposit dialog flag (platform-core §9): set, the low-funds prompt is not shown again. In a
// module of its own: the lobby's guard reads it in the first paint, the low-funds machine loads
// with the player's actors.
export const DEPOSIT_DIALOG_FLAG_COOKIE = 'displayWantToDepositDialog';
