import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './token.ts';

describe('session tokens', () => {
  it('are 256 random bits in base64url', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('are stored as a SHA-256 hash that is stable and differs per token', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
    expect(hashToken(token)).not.toContain(token);
    // A known vector, so a change of algorithm (which would end every session) is noticed.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
