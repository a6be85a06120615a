import type { Client } from '#sdk/client';
import type { Student, StudentDashboard, StudentProfileUpdate, StudentSetupPayload } from '#sdk/schemas/student';

/** Completes the student setup wizard (POST /direct-students/setup). */
export function setup(client: Client, payload: StudentSetupPayload): Promise<{ student: Student }> {
  return client.request('POST', '/direct-students/setup', { body: payload });
}

/** The signed-in student's profile. */
export function retrieve(client: Client): Promise<{ student: Student }> {
  return client.request('GET', '/direct-students/profile');
}

/** Updates some fields of the signed-in student's profile. */
export function update(client: Client, payload: StudentProfileUpdate): Promise<{ student: Student }> {
  return client.request('PUT', '/direct-students/profile', { body: payload });
}

/** The student dashboard: stats, recent items and recommended universities. */
export function dashboard(client: Client): Promise<StudentDashboard> {
  return client.request('GET', '/direct-students/dashboard');
}
