// Device type from the user agent (platform-core §1): phone, tablet or desktop.
// iPadOS 13+ reports a desktop Safari user agent; a touch-capable "Macintosh" is a tablet.

export type DeviceType = 'phone' | 'tablet' | 'desktop';

const TABLET = /\b(iPad|Tablet|PlayBook|Silk|Kindle|SM-T\d+|Nexus (7|9|10))\b/i;
const PHONE = /\b(iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|Mobile)\b/i;
const ANDROID = /\bAndroid\b/i;

export function deviceTypeFromUserAgent(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (TABLET.test(userAgent)) return 'tablet';
  if (ANDROID.test(userAgent)) return /\bMobile\b/i.test(userAgent) ? 'phone' : 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  return 'desktop';
}
