import type { Client } from '../client.ts';
import type {
  AgencyApplicationCreate, Application, ApplicationDetail, ApplicationListQuery, ApplicationStatusChange,
} from '../schemas/application.ts';
import type { Pagination } from '../schemas/common.ts';

/** The agency's applications (GET /applications/agency). */
export function list(client: Client, query: ApplicationListQuery = {}): Promise<{ applications: Application[]; pagination: Pagination }> {
  return client.request('GET', '/applications/agency', { query });
}

/** Creates an application for one of the agency's students. */
export function create(client: Client, payload: AgencyApplicationCreate): Promise<{ application: Application }> {
  return client.request('POST', '/applications', { body: payload });
}

/** One application with its timeline. */
export function retrieve(client: Client, id: number): Promise<{ application: ApplicationDetail }> {
  return client.request('GET', `/applications/${id}`);
}

/** Moves an application one step along the status machine. */
export function changeStatus(client: Client, id: number, payload: ApplicationStatusChange): Promise<{ application: Application }> {
  return client.request('PUT', `/applications/${id}/status`, { body: payload });
}

/** Withdraws an application in DRAFT or SUBMITTED (DELETE /applications/{id}). */
export function withdraw(client: Client, id: number): Promise<{ application: Application }> {
  return client.request('DELETE', `/applications/${id}`);
}

/** The agency dashboard's figures. */
export function stats(client: Client): Promise<{ stats: { totalStudents: number; totalApplications: number; acceptanceRate: number; pendingApplications: number } }> {
  return client.request('GET', '/applications/stats/dashboard');
}
