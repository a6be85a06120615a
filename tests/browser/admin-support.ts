import * as auth from '#sdk/resources/auth';
import { apiClient } from './support.ts';

/** A session of the admin the test server starts with. */
export async function adminToken() {
  return (await auth.login(apiClient(), { email: 'admin@test.local', password: 'admin-password' })).token;
}
