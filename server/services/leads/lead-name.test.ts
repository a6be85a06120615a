import { describe, expect, it } from 'vitest';
import { splitName } from './lead-conversion.service.ts';

describe('splitName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('  Nour   El Din  Haddad ')).toEqual({ firstName: 'Nour', lastName: 'El Din Haddad' });
    expect(splitName('سارة الأمين')).toEqual({ firstName: 'سارة', lastName: 'الأمين' });
  });

  it('leaves the last name empty for a single name', () => {
    expect(splitName('Zaid')).toEqual({ firstName: 'Zaid', lastName: '' });
  });
});
