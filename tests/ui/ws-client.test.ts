import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../../src/adapters/graphql/ws-client.ts';

describe('WebSocket reconnect wait (platform-core §9: from 1 s, factor 1.2, jitter 0.5)', () => {
  it('starts at 1 s and grows by 1.2 per attempt', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(1000);
    expect(reconnectDelayMs(1, 0.5)).toBe(1200);
    expect(reconnectDelayMs(5, 0.5)).toBe(Math.round(1000 * 1.2 ** 5));
  });
  it('spreads each wait by ±50 %', () => {
    expect(reconnectDelayMs(0, 0)).toBe(500);
    expect(reconnectDelayMs(0, 0.999)).toBe(1499);
  });
});
