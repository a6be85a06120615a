import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import { RequireUser } from './guards.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';
import RouteError from './RouteError.tsx';
import { Spinner } from '../ui/Spinner/Spinner.tsx';

/**
 * A lazily loaded screen: its module's default export is the page component. Each screen is its
 * own chunk, so a visitor of the public pages downloads no area's code.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The screen of area routes whose own screens their area's issue builds. */
const areaHome = screen(() => import('./area/AreaHomePage.tsx'));
const studentDashboard = screen(() => import('../features/student/dashboard/StudentDashboardPage.tsx'));
/** New applications and the edit of a draft share one form (spec part 1, 2). */
const studentApply = screen(() => import('../features/student/apply/StudentApplyPage.tsx'));

/**
 * The route table of spec part 2, 2; every route with its final guard. To give a route its screen,
 * replace its `lazy` with `screen(() => import('../features/<area>/<screen>/<Screen>Page.tsx'))`,
 * a module whose default export is the page component; URLs come from paths.ts.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <Spinner block />,
    children: [
      { index: true, lazy: screen(() => import('../features/public/home/HomePage.tsx')) },
      { path: paths.universities(), lazy: screen(() => import('../features/public/universities/UniversitiesPage.tsx')) },
      { path: paths.universityDetail(':id'), lazy: screen(() => import('../features/public/university/UniversityPage.tsx')) },
      { path: paths.countries, lazy: screen(() => import('../features/public/countries/CountriesPage.tsx')) },
      { path: paths.country(':id'), lazy: screen(() => import('../features/public/country/CountryPage.tsx')) },
      { path: paths.resources, lazy: screen(() => import('../features/public/resources/ResourcesPage.tsx')) },
      { path: paths.contact, lazy: screen(() => import('../features/public/contact/ContactPage.tsx')) },
      { path: paths.consultation(':id'), lazy: screen(() => import('../features/public/consultation/ConsultationPage.tsx')) },

      { path: paths.login(), lazy: screen(() => import('../features/accounts/login/LoginPage.tsx')) },
      { path: paths.register, lazy: screen(() => import('../features/accounts/register/RegisterPage.tsx')) },
      { path: paths.forgotPassword, lazy: screen(() => import('../features/accounts/forgot-password/ForgotPasswordPage.tsx')) },
      { path: paths.terms, lazy: screen(() => import('../features/accounts/legal/TermsPage.tsx')) },
      { path: paths.privacy, lazy: screen(() => import('../features/accounts/legal/PrivacyPage.tsx')) },

      {
        element: <RequireUser type="AGENCY" />,
        children: [
          { path: paths.setup.agency, lazy: screen(() => import('../features/accounts/setup/AgencySetupPage.tsx')) },
          {
            // The agency area's navigation around its screens.
            lazy: screen(() => import('../features/agency/AgencyAreaLayout.tsx')),
            children: [
              { path: paths.agency.dashboard, lazy: areaHome },
              { path: paths.agency.students, lazy: areaHome },
              { path: paths.agency.newStudent, lazy: areaHome },
              { path: paths.agency.student(':id'), lazy: areaHome },
              { path: paths.agency.editStudent(':id'), lazy: areaHome },
              { path: paths.agency.applications, lazy: areaHome },
              { path: paths.agency.newApplication(), lazy: areaHome },
              { path: paths.agency.application(':id'), lazy: areaHome },
              // The edit route reuses the creation wizard (spec part 2, 2).
              { path: paths.agency.editApplication(':id'), lazy: areaHome },
              { path: paths.agency.leads, lazy: screen(() => import('../features/agency/leads/LeadsPage.tsx')) },
              { path: paths.agency.embed, lazy: screen(() => import('../features/agency/embed/EmbedPage.tsx')) },
            ],
          },
        ],
      },
      {
        element: <RequireUser type="STUDENT" />,
        children: [
          { path: paths.setup.student, lazy: screen(() => import('../features/accounts/setup/StudentSetupPage.tsx')) },
          {
            // The student area's navigation around its screens.
            lazy: screen(() => import('../features/student/StudentAreaLayout.tsx')),
            children: [
              { path: paths.student.dashboard, lazy: studentDashboard },
              { path: paths.student.directDashboard, lazy: studentDashboard },
              { path: paths.student.profile, lazy: screen(() => import('../features/student/profile/StudentProfilePage.tsx')) },
              { path: paths.student.documents, lazy: screen(() => import('../features/student/documents/StudentDocumentsPage.tsx')) },
              { path: paths.student.applications, lazy: screen(() => import('../features/student/applications/StudentApplicationsPage.tsx')) },
              { path: paths.student.editApplication(':id'), lazy: studentApply },
              { path: paths.student.apply(), lazy: studentApply },
              { path: paths.student.apply(':universityId'), lazy: studentApply },
            ],
          },
        ],
      },
      {
        element: <RequireUser type="UNIVERSITY" />,
        children: [
          { path: paths.setup.university, lazy: screen(() => import('../features/accounts/setup/UniversitySetupPage.tsx')) },
          { path: paths.university.dashboard, lazy: areaHome },
        ],
      },
      {
        element: <RequireUser type="ADMIN" />,
        children: [
          { path: paths.admin.dashboard, lazy: areaHome },
          { path: paths.admin.users, lazy: areaHome },
          { path: paths.admin.universities, lazy: areaHome },
          { path: paths.admin.agencies, lazy: areaHome },
          { path: paths.admin.students, lazy: areaHome },
        ],
      },
      { path: paths.admin.root, element: <Navigate to={paths.admin.dashboard} replace /> },
      { path: paths.university.legacyDashboard, element: <Navigate to={paths.university.dashboard} replace /> },

      { path: '*', lazy: screen(() => import('./NotFoundPage.tsx')) },
    ],
  },
];
