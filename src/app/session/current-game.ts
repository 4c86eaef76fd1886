// The game on screen, for the low-funds rule ("balance plus bonus when the game has bonus
// enabled"): the game page sets it while it is mounted.
export const currentGame: { slug: string | null; bonusEnabled: boolean } = {
  slug: null,
  bonusEnabled: false,
};
