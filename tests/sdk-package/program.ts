// An integration as a developer writes it against the installed package (the SDK package test runs it).
import { createClient } from '@study-europe/sdk';
import * as auth from '@study-europe/sdk/auth';
import { ApiError } from '@study-europe/sdk/errors';
import * as leads from '@study-europe/sdk/leads';
import * as universities from '@study-europe/sdk/universities';

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

console.log(
  JSON.stringify({
    german,
    created: lead.id,
    inbox: inbox.leads.map((l) => l.id),
    validation,
    rateLimited,
  }),
);
