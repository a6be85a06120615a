import type { Client } from '../client.ts';
import type { University, UniversityProfileUpdate, UniversitySetupPayload } from '../schemas/university.ts';

/** Creates the signed-in university's profile (POST /users/university-setup). */
export function setup(client: Client, payload: UniversitySetupPayload): Promise<{ university: University }> {
  return client.request('POST', '/users/university-setup', { body: payload });
}

/** The signed-in university's profile. */
export function retrieve(client: Client): Promise<{ university: University }> {
  return client.request('GET', '/users/university/profile');
}

/** Updates the signed-in university's profile. */
export function update(client: Client, payload: UniversityProfileUpdate): Promise<{ university: University }> {
  return client.request('PUT', '/users/university/profile', { body: payload });
}
