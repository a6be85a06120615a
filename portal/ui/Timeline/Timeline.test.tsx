import type { ApplicationEvent } from '#sdk/schemas/application';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { Timeline } from './Timeline.tsx';

const event = (memberName: string | null): ApplicationEvent => ({
  id: 1,
  kind: 'STATUS',
  fromStatus: 'DRAFT',
  toStatus: 'SUBMITTED',
  reason: null,
  note: null,
  actor: { id: 7, userType: 'AGENCY', name: 'Cedar Gate', memberName },
  createdAt: '2026-11-20T10:00:00.000Z',
});

const stepMeta = async (memberName: string | null) => {
  const host = await renderInPortal(<Timeline events={[event(memberName)]} />);
  return (host.querySelectorAll('li p')[1]?.textContent ?? '').replace(/[\u2068\u2069]/g, '');
};

describe('Timeline: who acted', () => {
  it('names the agency member who acted after the agency', async () => {
    await activateLocale('en');
    expect(await stepMeta('Sara Haddad')).toMatch(/ by .*Cedar Gate \(Sara Haddad\)$/);
    expect(await stepMeta(null)).toMatch(/ by .*Cedar Gate$/);
  });

  it('names the member in Arabic too', async () => {
    await activateLocale('ar');
    expect(await stepMeta('Sara Haddad')).toContain('Cedar Gate (Sara Haddad)');
  });
});
