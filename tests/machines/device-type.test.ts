import { describe, expect, it } from 'vitest';
import { deviceTypeFromUserAgent } from '../../machines/device/device-type.ts';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  kindle:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4 Safari/535.19',
};

describe('device type from the user agent', () => {
  it.each([
    ['iPhone', UA.iPhone, 0, 'phone'],
    ['Android phone', UA.androidPhone, 5, 'phone'],
    ['Android tablet', UA.androidTablet, 5, 'tablet'],
    ['iPad (old UA)', UA.iPadOld, 5, 'tablet'],
    ['iPadOS reporting Macintosh with touch', UA.iPadOs, 5, 'tablet'],
    ['Mac without touch', UA.iPadOs, 0, 'desktop'],
    ['desktop Chrome', UA.desktopChrome, 0, 'desktop'],
    ['Kindle Silk', UA.kindle, 5, 'tablet'],
    ['empty user agent', '', 0, 'desktop'],
  ] as const)('%s → %s', (_name, ua, touch, expected) => {
    expect(deviceTypeFromUserAgent(ua, touch)).toBe(expected);
  });
});
