import { expect, type FrameLocator, type Page } from '@playwright/test';

export const GAME_FRAME = 'iframe[data-game-frame]';

/**
 * The game page's frame once its session has started in `mode`. The frame appears only after
 * the player's status and then the game session are known: on two busy CI workers that took
 * longer than the default 5 s (dragon-tiger, tables.spec), so every game page waits 15 s here.
 */
export async function startedGame(page: Page, mode: 'REAL' | 'FUN'): Promise<FrameLocator> {
  await expect(page.locator(GAME_FRAME)).toHaveAttribute('data-mode', mode, { timeout: 15_000 });
  const game = page.frameLocator(GAME_FRAME);
  // Its controls have their handlers (the game's script ran to its end): a click is not lost.
  await expect(game.locator(':root[data-game-ready]')).toBeAttached({ timeout: 15_000 });
  return game;
}
