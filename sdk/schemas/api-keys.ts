// API keys: how an agency's or a university's own software calls the API without a person's
// password. A key acts for the account that made it, within the scopes it was given.
import * as v from 'valibot';
import { requiredText } from './common.ts';

/** What a key may do: read or change one kind of record of its account. */
export const API_KEY_SCOPES = [
  'students:read',
  'students:write',
  'applications:read',
  'leads:read',
  'leads:write',
  'messages:read',
  'messages:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** POST /keys. */
export const ApiKeyPayload = v.object({
  name: requiredText('Please give the key a name', 80),
  scopes: v.pipe(
    v.array(v.picklist(API_KEY_SCOPES, 'Unknown scope'), 'Please choose what the key may do'),
    v.minLength(1, 'Please choose what the key may do'),
    v.transform((scopes) => [...new Set(scopes)]),
  ),
});
export type ApiKeyPayload = v.InferInput<typeof ApiKeyPayload>;

/** A key as listed: never the key itself, only its first characters to recognise it by. */
export interface ApiKey {
  id: number;
  name: string;
  /** The key's first characters, e.g. `sek_3fA9x`. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /keys answers the key this once; only its hash is kept. */
export interface CreatedApiKey {
  apiKey: ApiKey;
  key: string;
}
