import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt with a random salt, never the password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct horse');
    expect(await hashPassword('correct horse')).not.toBe(stored);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    for (const wrong of ['correct horse ', 'Correct horse', '', 'correct hors'])
      expect(await verifyPassword(wrong, stored)).toBe(false);
  });

  it('handles passwords beyond ASCII', async () => {
    const password = 'كلمة-سر-🎓-Zürich';
    const stored = await hashPassword(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(password.normalize('NFD'), stored)).toBe(false);
  });

  it('refuses stored values that are not scrypt hashes', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$abc$def', 'scrypt$$', 'scrypt$c2FsdA']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
