import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import type { Application } from '#sdk/schemas/application';
import { useParams, useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { studentName } from '#portal/features/agency/students/student-name.ts';
import { ApplicationWizard } from './ApplicationWizard.tsx';
import type { Choice } from '#portal/lib/pickers/SearchPicker.tsx';

/**
 * /applications/new (with an optional ?studentId=) and /applications/{id}/edit: the same
 * three-step wizard (spec part 2, 2); the edit route opens a DRAFT at step 2.
 */
export default function ApplicationWizardPage() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const { t } = useLingui();
  usePageTitle(id ? t`Edit Application` : t`New Application`);
  const { error: errorMessage } = useErrorText();
  const preselected = Number(query.get('studentId')) || undefined;
  // The draft being edited, or the student that ?studentId= names (to show whom the application is for).
  const loaded = useLoad<{ application?: Application; student?: Choice }>(async () => {
    if (id) return { application: (await applications.retrieve(api, Number(id))).application };
    if (!preselected) return {};
    const { student } = await students.retrieve(api, preselected);
    return { student: { id: student.id, label: studentName(student) } };
  }, id ?? `new-${preselected}`);
  if (loaded.status === 'loading') return <Skeleton lines={6} height="3rem" label={t`Loading the application…`} />;
  if (loaded.status === 'failed')
    return (
      <div className={shared.page}>
        <ErrorState
          title={t`Application not found or error loading data`}
          message={errorMessage(loaded.error)}
          onRetry={loaded.retry}
        />
      </div>
    );
  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>{id ? <Trans>Edit Application</Trans> : <Trans>New Application</Trans>}</h1>
      </header>
      <ApplicationWizard key={id ?? 'new'} application={loaded.data.application} student={loaded.data.student} />
    </div>
  );
}
