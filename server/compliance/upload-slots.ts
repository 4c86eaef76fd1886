// How many document uploads one process handles at once (decision 0060). An upload holds its
// file in memory (up to MAX_DOCUMENT_BYTES) from its first byte until it is stored, so the number
// in progress bounds that memory: one per player — a second while the first still arrives is
// refused — and MAX_UPLOADS_IN_PROGRESS in the process — one more is refused with a time to come
// back. Refusing beats queueing: a queued upload would hold its connection with its body stalled
// half-sent, and the client could not tell waiting from a dead server.

/** Uploads in progress in one process at most; each holds up to 10 MB (upload-check.ts). */
export const MAX_UPLOADS_IN_PROGRESS = 4;
/** Retry-After of an upload refused because the process is full. */
export const UPLOADS_BUSY_RETRY_SECONDS = 5;
/**
 * How long an admitted upload may take to send its body: 10 MB at 0.7 Mbit/s. A client that
 * stalls (or trickles) would otherwise keep its slot, and a few of them every other player's.
 */
export const UPLOAD_BODY_DEADLINE_MS = 120_000;

export interface UploadSlot {
  /** Frees the slot; later calls do nothing. */
  release(): void;
}

export interface UploadSlots {
  /** A slot for the player's upload, or why there is none. */
  take(playerId: string): UploadSlot | 'PlayerBusy' | 'ProcessBusy';
}

export function createUploadSlots(limit: number = MAX_UPLOADS_IN_PROGRESS): UploadSlots {
  /** The players with an upload in progress: one slot each. */
  const uploading = new Set<string>();
  return {
    take(playerId) {
      if (uploading.has(playerId)) return 'PlayerBusy';
      if (uploading.size >= limit) return 'ProcessBusy';
      uploading.add(playerId);
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          uploading.delete(playerId);
        },
      };
    },
  };
}
