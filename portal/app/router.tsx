import type { ComponentType } from 'react';
import { type LoaderFunction, Navigate, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '#portal/paths.ts';
import { RequireProfile, RequireUser, RequireVerifiedUniversity } from './guards.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';
import RouteError from './RouteError.tsx';
import { Spinner } from '#portal/ui/Spinner/Spinner.tsx';

/** A screen's module: the page component, and for a page that needs data before it shows, its loader. */
interface Screen {
  default: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A lazily loaded screen: its module's default export is the page component. Each screen is its
 * own chunk, so a visitor of the public pages downloads no area's code.
 */
const screen = (load: () => Promise<Screen>) => async () => {
  const { default: Component, loader, shouldRevalidate } = await load();
  return { Component, ...(loader && { loader }), ...(shouldRevalidate && { shouldRevalidate }) };
};

const studentDashboard = screen(() => import('#portal/features/student/dashboard/StudentDashboardPage.tsx'));
/** New applications and the edit of a draft share one form (spec part 1, 2). */
const studentApply = screen(() => import('#portal/features/student/apply/StudentApplyPage.tsx'));
/** An agency adds and edits a student with one form (spec part 2, 2). */
const studentForm = screen(() => import('#portal/features/agency/students/StudentFormPage.tsx'));
/** The agency's new-application wizard, also for editing a draft (spec part 2, 2). */
const applicationWizard = screen(() => import('#portal/features/agency/applications/ApplicationWizardPage.tsx'));
/** The admins' analytics: one screen, its section chosen by the address. */
const adminAnalytics = screen(() => import('#portal/features/admin/analytics/AdminAnalyticsPage.tsx'));
/** The list, and the same list with the add dialog open (/admin/universities/new). */
/** Every application, and the pending queue (the same screen on its second tab). */
const adminApplications = screen(() => import('#portal/features/admin/review/AdminApplicationsPage.tsx'));
const adminUniversities = screen(() => import('#portal/features/admin/universities/AdminUniversitiesPage.tsx'));

/**
 * The route table of spec part 2, 2; every route with its final guard. To give a route its screen,
 * replace its `lazy` with `screen(() => import('#portal/features/<area>/<screen>/<Screen>Page.tsx'))`,
 * a module whose default export is the page component; URLs come from paths.ts.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <Spinner block />,
    children: [
      { index: true, lazy: screen(() => import('#portal/features/public/home/HomePage.tsx')) },
      {
        path: paths.universities(),
        lazy: screen(() => import('#portal/features/public/universities/UniversitiesPage.tsx')),
      },
      {
        path: paths.universityDetail(':id'),
        lazy: screen(() => import('#portal/features/public/university/UniversityPage.tsx')),
      },
      { path: paths.programs(), lazy: screen(() => import('#portal/features/public/programs/ProgramsPage.tsx')) },
      { path: paths.program(':id'), lazy: screen(() => import('#portal/features/public/program/ProgramPage.tsx')) },
      { path: paths.compare(), lazy: screen(() => import('#portal/features/public/compare/ComparePage.tsx')) },
      { path: paths.countries, lazy: screen(() => import('#portal/features/public/countries/CountriesPage.tsx')) },
      { path: paths.country(':id'), lazy: screen(() => import('#portal/features/public/country/CountryPage.tsx')) },
      { path: paths.resources, lazy: screen(() => import('#portal/features/public/resources/ResourcesPage.tsx')) },
      { path: paths.contact, lazy: screen(() => import('#portal/features/public/contact/ContactPage.tsx')) },
      {
        path: paths.consultation(':id'),
        lazy: screen(() => import('#portal/features/public/consultation/ConsultationPage.tsx')),
      },

      { path: paths.login(), lazy: screen(() => import('#portal/features/accounts/login/LoginPage.tsx')) },
      { path: paths.register, lazy: screen(() => import('#portal/features/accounts/register/RegisterPage.tsx')) },
      {
        path: paths.forgotPassword,
        lazy: screen(() => import('#portal/features/accounts/forgot-password/ForgotPasswordPage.tsx')),
      },
      {
        path: paths.resetPassword,
        lazy: screen(() => import('#portal/features/accounts/reset-password/ResetPasswordPage.tsx')),
      },
      {
        path: paths.setPassword,
        lazy: screen(() => import('#portal/features/accounts/reset-password/ResetPasswordPage.tsx')),
      },
      {
        path: paths.confirmErasure,
        lazy: screen(() => import('#portal/features/accounts/confirm-erasure/ConfirmErasurePage.tsx')),
      },
      { path: paths.terms, lazy: screen(() => import('#portal/features/accounts/legal/TermsPage.tsx')) },
      { path: paths.privacy, lazy: screen(() => import('#portal/features/accounts/legal/PrivacyPage.tsx')) },

      {
        element: <RequireUser type="AGENCY" />,
        children: [
          {
            path: paths.setup.agency,
            lazy: screen(() => import('#portal/features/accounts/setup/AgencySetupPage.tsx')),
          },
          {
            element: <RequireProfile />,
            children: [
              {
                // The agency area's navigation around its screens.
                lazy: screen(() => import('#portal/features/agency/AgencyAreaLayout.tsx')),
                children: [
                  {
                    path: paths.agency.dashboard,
                    lazy: screen(() => import('#portal/features/agency/dashboard/AgencyDashboardPage.tsx')),
                  },
                  {
                    path: paths.agency.students,
                    lazy: screen(() => import('#portal/features/agency/students/StudentsPage.tsx')),
                  },
                  { path: paths.agency.newStudent, lazy: studentForm },
                  {
                    path: paths.agency.student(':id'),
                    lazy: screen(() => import('#portal/features/agency/students/StudentDetailPage.tsx')),
                  },
                  { path: paths.agency.editStudent(':id'), lazy: studentForm },
                  {
                    path: paths.agency.applications,
                    lazy: screen(() => import('#portal/features/agency/applications/ApplicationsPage.tsx')),
                  },
                  { path: paths.agency.newApplication(), lazy: applicationWizard },
                  {
                    path: paths.agency.application(':id'),
                    lazy: screen(() => import('#portal/features/agency/applications/ApplicationDetailPage.tsx')),
                  },
                  // The edit route reuses the creation wizard (spec part 2, 2).
                  { path: paths.agency.editApplication(':id'), lazy: applicationWizard },
                  {
                    path: paths.agency.leads,
                    lazy: screen(() => import('#portal/features/agency/leads/LeadsPage.tsx')),
                  },
                  {
                    path: paths.agency.embed,
                    lazy: screen(() => import('#portal/features/agency/embed/EmbedPage.tsx')),
                  },
                  {
                    path: paths.agency.team,
                    lazy: screen(() => import('#portal/features/agency/team/TeamPage.tsx')),
                  },
                  {
                    path: paths.agency.tasks,
                    lazy: screen(() => import('#portal/features/agency/tasks/TasksPage.tsx')),
                  },
                  {
                    path: paths.agency.analytics,
                    lazy: screen(() => import('#portal/features/agency/analytics/AgencyAnalyticsPage.tsx')),
                  },
                  {
                    path: paths.agency.commissions,
                    lazy: screen(() => import('#portal/features/agency/commissions/ClaimsPage.tsx')),
                  },
                  {
                    path: paths.agency.agreements,
                    lazy: screen(() => import('#portal/features/agency/commissions/AgreementsPage.tsx')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireUser type="STUDENT" />,
        children: [
          {
            path: paths.setup.student,
            lazy: screen(() => import('#portal/features/accounts/setup/StudentSetupPage.tsx')),
          },
          {
            element: <RequireProfile />,
            children: [
              {
                // The student area's navigation around its screens.
                lazy: screen(() => import('#portal/features/student/StudentAreaLayout.tsx')),
                children: [
                  { path: paths.student.dashboard, lazy: studentDashboard },
                  { path: paths.student.directDashboard, lazy: studentDashboard },
                  {
                    path: paths.student.profile,
                    lazy: screen(() => import('#portal/features/student/profile/StudentProfilePage.tsx')),
                  },
                  {
                    path: paths.student.documents,
                    lazy: screen(() => import('#portal/features/student/documents/StudentDocumentsPage.tsx')),
                  },
                  {
                    path: paths.student.applications,
                    lazy: screen(() => import('#portal/features/student/applications/StudentApplicationsPage.tsx')),
                  },
                  {
                    path: paths.student.matches,
                    lazy: screen(() => import('#portal/features/student/matches/MatchesPage.tsx')),
                  },
                  {
                    path: paths.student.shortlist,
                    lazy: screen(() => import('#portal/features/student/shortlist/ShortlistPage.tsx')),
                  },
                  { path: paths.student.editApplication(':id'), lazy: studentApply },
                  { path: paths.student.apply(), lazy: studentApply },
                  { path: paths.student.apply(':universityId'), lazy: studentApply },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            path: paths.settings,
            lazy: screen(() => import('#portal/features/accounts/settings/SettingsPage.tsx')),
          },
        ],
      },
      {
        element: <RequireUser type="UNIVERSITY" />,
        children: [
          {
            path: paths.setup.university,
            lazy: screen(() => import('#portal/features/accounts/setup/UniversitySetupPage.tsx')),
          },
          {
            path: paths.university.verification,
            lazy: screen(() => import('#portal/features/accounts/verification/VerificationPage.tsx')),
          },
          {
            // Everything else of the university area needs a verified account.
            element: <RequireVerifiedUniversity />,
            children: [
              {
                path: paths.university.dashboard,
                lazy: screen(() => import('#portal/features/university/dashboard/UniversityDashboardPage.tsx')),
              },
            ],
          },
        ],
      },
      {
        element: <RequireUser type="ADMIN" />,
        children: [
          {
            // The admin area's navigation around its screens (its links: AdminAreaLayout).
            lazy: screen(() => import('#portal/features/admin/AdminAreaLayout.tsx')),
            children: [
              {
                path: paths.admin.dashboard,
                lazy: screen(() => import('#portal/features/admin/dashboard/AdminDashboardPage.tsx')),
              },
              {
                path: paths.admin.users,
                lazy: screen(() => import('#portal/features/admin/users/AdminUsersPage.tsx')),
              },
              { path: paths.admin.universities, lazy: adminUniversities },
              { path: paths.admin.newUniversity, lazy: adminUniversities },
              {
                path: paths.admin.agencies,
                lazy: screen(() => import('#portal/features/admin/agencies/AdminAgenciesPage.tsx')),
              },
              {
                path: paths.admin.students,
                lazy: screen(() => import('#portal/features/admin/students/AdminStudentsPage.tsx')),
              },
              {
                path: paths.admin.programs,
                lazy: screen(() => import('#portal/features/admin/programs/AdminProgramsPage.tsx')),
              },
              {
                path: paths.admin.otherNames,
                lazy: screen(() => import('#portal/features/admin/other-names/AdminOtherNamesPage.tsx')),
              },
              {
                path: paths.admin.inbox,
                lazy: screen(() => import('#portal/features/admin/inbox/AdminInboxPage.tsx')),
              },
              {
                path: paths.admin.outbox,
                lazy: screen(() => import('#portal/features/admin/outbox/AdminOutboxPage.tsx')),
              },
              {
                path: paths.admin.settings,
                lazy: screen(() => import('#portal/features/admin/settings/AdminSettingsPage.tsx')),
              },
              {
                path: paths.admin.emailSettings,
                lazy: screen(() => import('#portal/features/admin/settings/EmailSettingsPage.tsx')),
              },
              {
                path: paths.admin.securitySettings,
                lazy: screen(() => import('#portal/features/admin/settings/SecuritySettingsPage.tsx')),
              },
              {
                path: paths.admin.privacySettings,
                lazy: screen(() => import('#portal/features/admin/settings/PrivacySettingsPage.tsx')),
              },
              { path: paths.admin.analytics, lazy: adminAnalytics },
              { path: paths.admin.applicationAnalytics, lazy: adminAnalytics },
              { path: paths.admin.userAnalytics, lazy: adminAnalytics },
              { path: paths.admin.applications, lazy: adminApplications },
              { path: paths.admin.pendingApplications, lazy: adminApplications },
              {
                path: paths.admin.application(':id'),
                lazy: screen(() => import('#portal/features/admin/review/AdminApplicationReviewPage.tsx')),
              },
              {
                path: paths.admin.universityClaims,
                lazy: screen(() => import('#portal/features/admin/claims/UniversityClaimsPage.tsx')),
              },
              {
                path: paths.admin.commissions,
                lazy: screen(() => import('#portal/features/admin/commissions/AdminCommissionsPage.tsx')),
              },
            ],
          },
        ],
      },
      { path: paths.admin.root, element: <Navigate to={paths.admin.dashboard} replace /> },
      { path: paths.university.legacyDashboard, element: <Navigate to={paths.university.dashboard} replace /> },

      { path: '*', lazy: screen(() => import('./NotFoundPage.tsx')) },
    ],
  },
];
