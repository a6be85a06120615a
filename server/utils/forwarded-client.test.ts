import { describe, expect, it } from 'vitest';
import { forwardedClient } from './forwarded-client.ts';

describe('forwardedClient', () => {
  it('is the socket when no proxy is trusted, whatever the header says', () => {
    expect(forwardedClient('203.0.113.9', '1.2.3.4', [])).toBe('203.0.113.9');
  });
  it('is the socket when the request does not come from a trusted proxy', () => {
    expect(forwardedClient('203.0.113.9', '1.2.3.4', ['10.0.0.1'])).toBe('203.0.113.9');
  });
  it('reads the address the trusted proxy saw, not what the client wrote before it', () => {
    expect(forwardedClient('::ffff:10.0.0.1', '6.6.6.6, 198.51.100.7', ['10.0.0.1'])).toBe('198.51.100.7');
  });
  it('skips every trusted hop from the right', () => {
    expect(forwardedClient('10.0.0.1', '198.51.100.7, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('198.51.100.7');
  });
  it('falls back to the socket when the header is missing or not an address', () => {
    expect(forwardedClient('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1');
    expect(forwardedClient('10.0.0.1', 'nonsense', ['10.0.0.1'])).toBe('10.0.0.1');
  });
});
