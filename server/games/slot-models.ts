// The reel-slot models by engine and config (games.engine / games.engine_config): built once.
import { megawaysModel } from './slot-megaways.ts';
import type { SlotModel } from './slot-reels.ts';
import { videoModel } from './slot-video.ts';
import { volatileModel } from './slot-volatile.ts';

const BUILDERS: Record<string, (config: string) => SlotModel> = {
  'slot-video': videoModel,
  'slot-megaways': megawaysModel,
  'slot-volatile': volatileModel,
};

/** Every published model: engine → configs (the catalogue's ENGINE_RTPS rows). */
export const SLOT_MODEL_CONFIGS: Readonly<Record<string, readonly string[]>> = {
  'slot-video': ['low', 'mid', 'high'],
  'slot-megaways': ['low', 'high'],
  'slot-volatile': ['low', 'high'],
};

const built = new Map<string, SlotModel>();

export function isReelSlotEngine(engine: string): boolean {
  return Object.hasOwn(BUILDERS, engine);
}

/** The model of a game; an unknown config falls back to the engine's first. */
export function slotModel(engine: string, config: string): SlotModel {
  const configs = SLOT_MODEL_CONFIGS[engine];
  if (!configs) throw new Error(`not a reel slot engine: ${engine}`);
  const chosen = configs.includes(config) ? config : configs[0]!;
  const key = `${engine}/${chosen}`;
  let model = built.get(key);
  if (!model) {
    model = BUILDERS[engine]!(chosen);
    built.set(key, model);
  }
  return model;
}
