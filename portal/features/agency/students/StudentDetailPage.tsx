import { Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import * as personalData from '#sdk/resources/personal-data';
import type { AgencyStudent } from '#sdk/schemas/student';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useDataExport } from '#portal/lib/personal-data/use-data-export.tsx';
import { useErasure } from '#portal/lib/personal-data/use-erasure.tsx';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Avatar } from '#portal/ui/Avatar/Avatar.tsx';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';
import * as activity from '#sdk/resources/activity';
import { ActivityFeed } from '#portal/features/agency/activity/ActivityFeed.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { RecordAssignee } from '#portal/features/agency/team/RecordAssignee.tsx';
import { useTeam } from '#portal/features/agency/team/use-team.ts';
import { RecordTasks } from '#portal/features/agency/tasks/RecordTasks.tsx';
import { StudentActiveBadge } from './StudentActiveBadge.tsx';
import { StudentApplications } from './StudentApplications.tsx';
import { useStudentActivation } from './StudentActivation.tsx';
import { StudentDocuments } from './StudentDocuments.tsx';
import { StudentMatches } from './StudentMatches.tsx';
import { StudentShortlist } from './StudentShortlist.tsx';
import { StudentMessages } from './StudentMessages.tsx';
import { StudentOverview } from './StudentOverview.tsx';
import { studentName } from './student-name.ts';

/** /students/{id} (spec part 2, 2): the student's record in tabs, with edit, deactivate, an export of their data and their erasure. */
export default function StudentDetailPage() {
  const { id } = useParams();
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const [changed, setChanged] = useState<AgencyStudent>();
  const loaded = useLoad(() => students.retrieve(api, Number(id)).then((a) => a.student), String(id));
  const student = changed ?? (loaded.status === 'ready' ? loaded.data : undefined);
  usePageTitle(student ? studentName(student) : t`Student`);
  const activation = useStudentActivation(setChanged);
  const team = useTeam();
  const exporting = useDataExport((studentId: number) => personalData.exportStudentData(api, studentId));
  const navigate = useNavigate();
  const erasing = useErasure(
    (target: { id: number; name: string }) => personalData.eraseStudent(api, target.id),
    () => navigate(paths.agency.students),
  );

  if (loaded.status === 'loading') return <Skeleton lines={6} height="3rem" label={t`Loading student…`} />;
  if (!student)
    return (
      <div className={shared.page}>
        <ErrorState
          title={t`Student not found or error loading data`}
          message={loaded.status === 'failed' ? errorMessage(loaded.error) : undefined}
          onRetry={loaded.retry}
        />
      </div>
    );

  const name = studentName(student);
  return (
    <div className={shared.page}>
      <header className={shared.titleRow}>
        <div className={shared.person}>
          <Avatar name={name} size="lg" />
          <div className={shared.header}>
            <h1 className={shared.title}>
              <bdi>{name}</bdi>
            </h1>
            <div className={shared.actions}>
              <StudentActiveBadge active={student.isActive} />
              <span className={shared.muted} dir="ltr">
                {student.email}
              </span>
            </div>
            {team.status === 'ready' && (
              <RecordAssignee
                team={team.data}
                value={student.assignedMemberId}
                save={(assignedMemberId) =>
                  students.update(api, student.id, { assignedMemberId }).then((a) => a.student)
                }
                onSaved={setChanged}
              />
            )}
          </div>
        </div>
        <div className={shared.actions}>
          <ButtonLink to={paths.agency.editStudent(student.id)} variant="secondary">
            <Trans>Edit Profile</Trans>
          </ButtonLink>
          <Button variant="secondary" onClick={() => exporting.ask(student.id)}>
            <Trans>Export data</Trans>
          </Button>
          <Button variant="danger" onClick={() => erasing.ask({ id: student.id, name })}>
            <Trans>Erase</Trans>
          </Button>
          {student.isActive ? (
            <Button variant="danger" onClick={() => activation.askToDeactivate(student)}>
              <Trans>Deactivate</Trans>
            </Button>
          ) : (
            <Button onClick={() => activation.reactivate(student)}>
              <Trans>Reactivate</Trans>
            </Button>
          )}
        </div>
      </header>

      <Tabs
        label={t`Student record`}
        tabs={[
          { value: 'overview', label: t`Overview`, content: <StudentOverview student={student} /> },
          {
            value: 'applications',
            label: t`Applications`,
            content: <StudentApplications studentId={student.id} />,
          },
          { value: 'documents', label: t`Documents`, content: <StudentDocuments studentId={student.id} /> },
          { value: 'messages', label: t`Messages`, content: <StudentMessages studentId={student.id} /> },
          { value: 'matches', label: t`Matching programmes`, content: <StudentMatches studentId={student.id} /> },
          { value: 'shortlist', label: t`Shortlist`, content: <StudentShortlist studentId={student.id} /> },
          { value: 'tasks', label: t`Tasks`, content: <RecordTasks type="STUDENT" id={student.id} /> },
          {
            value: 'activity',
            label: t`Activity`,
            content: (
              <ActivityFeed
                loadKey={`student-${student.id}`}
                load={(page) => activity.studentActivity(api, student.id, { page })}
              />
            ),
          },
        ]}
      />
      {activation.dialog}
      {exporting.dialog}
      {erasing.dialog}
    </div>
  );
}
