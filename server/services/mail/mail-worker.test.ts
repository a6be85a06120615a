import { afterEach, expect, it } from 'vitest';
import { memoryCounters } from '#server/services/counters/counters.ts';
import { localFileStore } from '#server/services/files/local-store.ts';
import type { App } from '#server/utils/app.ts';
import { readConfig } from '#server/utils/config.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { deliverDueEmails } from './mail-worker.ts';
import { enqueueEmail } from './outbox.repository.ts';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

it('finishes the e-mail being sent when the worker stops, and gives the rest of its batch back unclaimed', async () => {
  const database = await openTestDatabase();
  close = database.close;
  const config = readConfig({});
  const app: App = {
    config,
    db: database.db,
    dialect: 'sqlite',
    counters: memoryCounters(),
    files: localFileStore(config.uploadsDir),
  };
  for (const to of ['a@test.local', 'b@test.local', 'c@test.local'])
    await enqueueEmail(app.db, {
      to,
      language: 'en',
      kind: 'test',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
  let stopping = false;
  const sentTo: string[] = [];
  const transport = {
    async send(message: { to: string }) {
      sentTo.push(message.to);
      // The server begins draining while this e-mail is being handed over.
      stopping = true;
      return `<${message.to}>`;
    },
    close() {},
  };

  expect(await deliverDueEmails(app, transport, () => stopping)).toBe(1);
  expect(sentTo).toEqual(['a@test.local']);
  const rows = await app.db
    .selectFrom('email_outbox')
    .select(['to_address', 'status', 'claimed_until', 'attempts'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { to_address: 'a@test.local', status: 'SENT', claimed_until: null, attempts: 1 },
    { to_address: 'b@test.local', status: 'PENDING', claimed_until: null, attempts: 0 },
    { to_address: 'c@test.local', status: 'PENDING', claimed_until: null, attempts: 0 },
  ]);
});
