/** GET /api/lobby-settings for the brand of this host. The machine validates the shape. */
export async function fetchLobbySettings(signal?: AbortSignal): Promise<unknown> {
  const response = await fetch('/api/lobby-settings', {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Lobby settings request failed with HTTP ${response.status}`);
  return (await response.json()) as unknown;
}
