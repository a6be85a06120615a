import * as v from 'valibot';
import { Id, PageQuery, queryBoolean, querySearch } from './common.ts';
import { ADMIN_EDUCATION_FILTERS } from './constants.ts';
import { SubscriptionTier, UserType } from './enums.ts';
import type { Student } from './student.ts';
import type { University } from './university.ts';

/** GET /admin/users (spec part 2, 7). */
export const AdminUserQuery = v.object({
  ...PageQuery,
  search: querySearch,
  userType: v.optional(UserType),
  isActive: queryBoolean,
});
export type AdminUserQuery = v.InferInput<typeof AdminUserQuery>;

export interface AdminUser {
  id: number;
  email: string;
  userType: UserType;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  agency: { name: string } | null;
  university: { name: string } | null;
}

export const AdminUniversityQuery = v.object({
  ...PageQuery,
  search: querySearch,
  country: querySearch,
  featured: queryBoolean,
});
export type AdminUniversityQuery = v.InferInput<typeof AdminUniversityQuery>;

/** A university as admins list it: with its number of applications (spec part 2, 3). */
export type AdminUniversity = University & { _count: { applications: number } };

const activeStatus = v.optional(v.picklist(['active', 'inactive'], 'Status is active or inactive'));

export const AdminAgencyQuery = v.object({
  ...PageQuery,
  search: querySearch,
  country: querySearch,
  subscriptionTier: v.optional(SubscriptionTier),
  status: activeStatus,
});
export type AdminAgencyQuery = v.InferInput<typeof AdminAgencyQuery>;

/** Figures over every agency, whatever the filters (the spec computes them from one page). */
export interface AgencyStats {
  total: number;
  activeSubscriptions: number;
  /** PROFESSIONAL or ENTERPRISE. */
  professionalPlus: number;
  countries: number;
}

export const AdminStudentQuery = v.object({
  ...PageQuery,
  search: querySearch,
  nationality: querySearch,
  educationLevel: v.optional(v.picklist(ADMIN_EDUCATION_FILTERS)),
  status: activeStatus,
});
export type AdminStudentQuery = v.InferInput<typeof AdminStudentQuery>;

/** A student as admins list it (spec part 2, 3): with the account's e-mail and last sign-in, and counts. */
export type AdminStudent = Student & {
  user: { email: string; lastLogin: string | null } | null;
  _count: { applications: number; documents: number };
};

/** Figures over every student, whatever the filters. */
export interface StudentStats {
  total: number;
  active: number;
  /** Profiles the server scores complete. */
  complete: number;
  nationalities: number;
}

const ids = (message: string) =>
  v.pipe(v.array(Id, message), v.minLength(1, message), v.maxLength(500, 'At most 500 at once'));

export const UniversityBulkAction = v.object({
  action: v.picklist(['feature', 'unfeature', 'delete'], 'Unknown bulk action'),
  universityIds: ids('Please select universities first'),
});
export const AgencyBulkAction = v.object({
  action: v.picklist(['activate', 'deactivate', 'delete'], 'Unknown bulk action'),
  agencyIds: ids('Please select agencies first'),
});
export const StudentBulkAction = v.object({
  action: v.picklist(['activate', 'deactivate', 'delete'], 'Unknown bulk action'),
  studentIds: ids('Please select students first'),
});
export type UniversityBulkAction = v.InferInput<typeof UniversityBulkAction>;
export type AgencyBulkAction = v.InferInput<typeof AgencyBulkAction>;
export type StudentBulkAction = v.InferInput<typeof StudentBulkAction>;

export interface BulkActionResult {
  action: string;
  affected: number;
  /** Records the rules refused, with the reason (for example a university with applications). */
  skipped: { id: number; reason: string }[];
}
