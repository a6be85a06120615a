/** Where a user is signed in (GET /auth/sessions), newest use first. */
export interface DeviceSession {
  id: number;
  /** Read from the user agent; null when it names no known browser or system. */
  browser: string | null;
  os: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet' | null;
  /** The network address the session was started from. */
  address: string | null;
  firstUsedAt: string;
  lastUsedAt: string;
  /** The session this request was made with. */
  current: boolean;
}
