// An integration as a developer writes it against the installed package (the SDK package test runs it).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@study-europe/sdk';
import * as apiKeys from '@study-europe/sdk/api-keys';
import * as auth from '@study-europe/sdk/auth';
import { withOptions } from '@study-europe/sdk/call-options';
import { ApiError } from '@study-europe/sdk/errors';
import * as leads from '@study-europe/sdk/leads';
import * as students from '@study-europe/sdk/agency-students';
import * as universities from '@study-europe/sdk/universities';
import * as webhooks from '@study-europe/sdk/webhooks';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const api = createClient({ baseUrl, clientName: 'package-test/1.0' });

await auth.login(api, { email: 'agency@demo.studyeurope.app', password: 'AgencyDemo1' });

// Every German university of the catalogue, five per page, through the iterator.
const german: string[] = [];
for await (const university of universities.iterate(api, { country: 'Germany', limit: 5 }))
  german.push(university.name);

const { lead } = await leads.create(api, {
  kind: 'consultation',
  name: 'Package Test',
  email: 'package.test@example.com',
  agencySlug: 'horizon-education',
});

const inbox = await leads.list(api);

let validation: { kind: string; fields: string[] } | undefined;
try {
  await leads.create(api, { kind: 'consultation', name: '', email: 'not-an-email' });
} catch (error) {
  if (error instanceof ApiError && error.kind === 'validation')
    validation = { kind: error.kind, fields: error.errors.map((e) => e.field) };
}

// The server allows a few leads per address; the next is refused with 429, and we say when to try again.
const visitor = createClient({ baseUrl, retry: false });
let rateLimited: { kind: string; retryAfter?: number } | undefined;
for (let i = 0; i < 50 && !rateLimited; i++) {
  try {
    await leads.create(visitor, { kind: 'information', name: 'Visitor', email: `visitor${i}@example.com` });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rate_limited')
      rateLimited = { kind: error.kind, retryAfter: error.retryAfter };
    else throw error;
  }
}

// The README's webhook receiver, as written there (on a free port), for the agency's student.created.
const heard: { event: string; email: string }[] = [];
let refused = 0;
const receiver = createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  if (!(await webhooks.verify(body, req.headers['study-signature'], process.env.STUDY_EUROPE_WEBHOOK_SECRET!))) {
    refused++;
    return void res.writeHead(400).end();
  }
  const { event, data } = JSON.parse(body);
  heard.push({ event, email: data.student?.email });
  res.writeHead(204).end();
});
receiver.listen(0, '127.0.0.1');
await new Promise((done) => receiver.once('listening', done));
const hooksUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
const { secret } = await webhooks.create(api, { url: hooksUrl, events: ['student.created'] });
process.env.STUDY_EUROPE_WEBHOOK_SECRET = secret;

// The README's API-key integration: a key made by the signed-in agency, then a client with the key alone.
const { key } = await apiKeys.createApiKey(api, { name: 'CRM sync', scopes: ['students:read', 'students:write'] });
const sync = createClient({ baseUrl, apiKey: key });
const payload = { firstName: 'Karim', lastName: 'Mansour', email: `karim.${Date.now()}@example.com` };
const once = await students.create(withOptions(sync, { idempotencyKey: `crm-${payload.email}` }), payload);
const twice = await students.create(withOptions(sync, { idempotencyKey: `crm-${payload.email}` }), payload); // twice: one student
const synced: (string | null)[] = [];
for await (const student of students.iterate(sync)) synced.push(student.email);
let keyRefusal: string | undefined;
try {
  await leads.list(sync); // the key may not read leads
} catch (error) {
  if (error instanceof ApiError) keyRefusal = `${error.status} ${error.reason}`;
}
for (let waited = 0; !heard.length && waited < 30_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
receiver.close();

console.log(
  JSON.stringify({
    keyed: { once: once.student.id, twice: twice.student.id, email: payload.email, synced, keyRefusal },
    heard,
    refused,
    german,
    created: lead.id,
    inbox: inbox.leads.map((l) => l.id),
    validation,
    rateLimited,
  }),
);
