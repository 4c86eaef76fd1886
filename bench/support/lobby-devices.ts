// The two screens the lobby's page-load benchmarks load on (decision 0047): a desktop
// (1350×940) and a phone (390×844 at DPR 3 with a mobile Chrome's user agent and client hints;
// the server picks the thumbnails' size from Sec-CH-UA-Mobile, server/http/first-page-data.ts).
import type { BrowserContextOptions } from '@playwright/test';

interface CdpSender {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}

export interface LobbyDevice {
  name: 'desktop' | 'phone';
  mobile: boolean;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
}

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const LOBBY_DEVICES: readonly LobbyDevice[] = [
  { name: 'desktop', mobile: false, viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  { name: 'phone', mobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

/** The device as Playwright context options (drivers that open pages through Playwright). */
export function contextOptions(device: LobbyDevice): BrowserContextOptions {
  return {
    viewport: device.viewport,
    deviceScaleFactor: device.deviceScaleFactor,
    ...(device.mobile ? { isMobile: true, hasTouch: true, userAgent: PHONE_UA } : {}),
  };
}

/** The device's screen and touch over the protocol (a page opened without Playwright). */
export async function emulateScreen(page: CdpSender, device: LobbyDevice): Promise<void> {
  await page.send('Emulation.setDeviceMetricsOverride', {
    ...device.viewport,
    deviceScaleFactor: device.deviceScaleFactor,
    mobile: device.mobile,
  });
  if (device.mobile)
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}

/** The phone's user agent with its client hints, which Playwright's context options lack. */
export async function emulatePhoneAgent(page: CdpSender): Promise<void> {
  await page.send('Emulation.setUserAgentOverride', {
    userAgent: PHONE_UA,
    userAgentMetadata: {
      brands: [{ brand: 'Chromium', version: '131' }],
      platform: 'Android',
      platformVersion: '14',
      architecture: '',
      model: 'Pixel 8',
      mobile: true,
    },
  });
}
