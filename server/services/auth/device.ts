import Bowser from 'bowser';
import type { DeviceSession } from '#sdk/schemas/session';

/** The request a session is started from. */
export interface Device {
  userAgent: string;
  address: string;
}

/** What a user agent says of the device (bowser's reading), for the list of sessions. */
export function describeDevice(userAgent: string | null): Pick<DeviceSession, 'browser' | 'os' | 'deviceType'> {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const type = platform.type;
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ') : null,
    deviceType: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : null,
  };
}

/** Two user agents of one device as far as a person would tell: the same browser and system. */
export const sameDevice = (a: string | null, b: string | null) => {
  const [one, other] = [describeDevice(a), describeDevice(b)];
  return one.browser?.split(' ')[0] === other.browser?.split(' ')[0] && one.os === other.os;
};
