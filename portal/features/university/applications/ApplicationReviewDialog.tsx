import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import type { StudentDocument } from '#sdk/schemas/document';
import type { UniversityApplicationDetail } from '#sdk/schemas/university-review';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { AGENCY_DEGREE_LEVEL_LABELS, DOCUMENT_TYPE_LABELS, labelOf } from '#portal/lib/labels.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { DocumentStateBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { Facts } from '#portal/features/university/Facts.tsx';
import * as styles from '#portal/features/university/university.css.ts';
import { applicantName } from '#portal/lib/applicant-name.ts';
import { DecisionForm } from './DecisionForm.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { EnrolmentRecord } from '#portal/lib/offer/EnrolmentRecord.tsx';
import { ApplicationSection, ApplicationView } from '#portal/lib/application-view/ApplicationView.tsx';
import { ApplicationDialog, type OpenedApplication } from '#portal/lib/application-view/ApplicationDialog.tsx';
import { ApplicationSummary } from '#portal/lib/application-view/ApplicationSummary.tsx';
import { ApplicationStatus } from '#portal/lib/application-view/ApplicationStatus.tsx';
import { ApplicationEligibility } from '#portal/lib/application-view/ApplicationEligibility.tsx';
import { Statement } from '#portal/lib/application-view/Statement.tsx';
import { DecisionLetter, decided } from '#portal/lib/application-view/DecisionLetter.tsx';
import { ApplicationTimeline } from '#portal/lib/application-view/ApplicationTimeline.tsx';
import { ApplicationConversation } from '#portal/lib/application-view/ApplicationConversation.tsx';

/** One application as the university reviews it: applicant, programme, statements, verified documents, its review and decision. */
export function ApplicationReviewDialog({ id, onClose, onChanged }: OpenedApplication) {
  const [version, setVersion] = useState(0);
  const detail = useLoad(() => universityApplications.retrieve(api, id), `${id}|${version}`);
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  return (
    <ApplicationDialog loaded={detail} onClose={onClose}>
      {({ application }) => <Details application={application} onChanged={changed} />}
    </ApplicationDialog>
  );
}

function Details({ application: a, onChanged }: { application: UniversityApplicationDetail; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const { busy: starting, run } = useAction();
  const applicant = a.applicant;

  const download = async (document: StudentDocument) => {
    try {
      const response = await universityApplications.downloadDocument(api, a.id, document.id);
      saveBlob(await response.blob(), document.fileName);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    }
  };

  const startReview = async () => {
    await run(() => universityApplications.startReview(api, a.id), {
      done: t`Review started`,
      failed: t`Failed to start the review`,
      onDone: onChanged,
    });
  };

  return (
    <ApplicationView application={a} look="dialog">
      <ApplicationSummary
        lines={[
          <>
            <bdi>{applicantName(a.student)}</bdi> · {labelOf(i18n, AGENCY_DEGREE_LEVEL_LABELS, a.degreeLevel)}
          </>,
          a.intakeStartDate && <IntakeStart date={a.intakeStartDate} />,
        ]}
      />
      <ApplicationStatus>
        {a.status === 'ADMIN_APPROVED' && (
          <Button size="sm" loading={starting} onClick={startReview}>
            <Trans>Start review</Trans>
          </Button>
        )}
      </ApplicationStatus>

      <ApplicationSection title={t`Applicant`}>
        <Facts
          items={[
            { key: 'email', term: t`Email`, value: applicant.email && <bdi dir="ltr">{applicant.email}</bdi> },
            {
              key: 'nationality',
              term: t`Nationality`,
              value: applicant.nationality && format.country(applicant.nationality),
            },
            {
              key: 'born',
              term: t`Date of birth`,
              value:
                applicant.dateOfBirth && format.date(applicant.dateOfBirth, { dateStyle: 'medium', timeZone: 'UTC' }),
            },
            { key: 'education', term: t`Education level`, value: applicant.currentEducationLevel },
            { key: 'institution', term: t`Institution`, value: applicant.institutionName },
            { key: 'gpa', term: t`GPA`, value: applicant.gpa !== null && format.number(applicant.gpa) },
            {
              key: 'ielts',
              term: t`IELTS`,
              value: applicant.ieltsScore !== null && format.number(applicant.ieltsScore),
            },
            {
              key: 'toefl',
              term: t`TOEFL`,
              value: applicant.toeflScore !== null && format.number(applicant.toeflScore),
            },
            { key: 'english', term: t`English proficiency`, value: applicant.englishProficiency },
          ]}
        />
      </ApplicationSection>

      {a.program && (
        <ApplicationSection title={t`Program`}>
          <Facts
            items={[
              {
                key: 'deadline',
                term: t`Application deadline`,
                value:
                  a.program.applicationDeadline &&
                  format.date(a.program.applicationDeadline, { dateStyle: 'medium', timeZone: 'UTC' }),
              },
              {
                key: 'documents',
                term: t`Required documents`,
                value: a.program.requiredDocuments.map((type) => i18n._(DOCUMENT_TYPE_LABELS[type])).join(', '),
              },
            ]}
          />
        </ApplicationSection>
      )}

      <Statement title={t`Personal statement`} text={a.personalStatement} />
      <Statement title={t`Motivation letter`} text={a.motivationLetter} />

      <ApplicationSection title={t`Verified documents`}>
        {a.documents.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No verified documents yet.</Trans>
          </p>
        ) : (
          <ul className={styles.stack}>
            {a.documents.map((d) => (
              <li key={d.id} className={styles.actions}>
                <span>{i18n._(DOCUMENT_TYPE_LABELS[d.documentType])}</span>
                <bdi className={styles.muted}>{d.fileName}</bdi>
                <DocumentStateBadge document={d} />
                <Button size="sm" variant="ghost" onClick={() => download(d)}>
                  <Trans>Download</Trans>
                  <span className={visuallyHidden}> {d.fileName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ApplicationSection>

      {a.status === 'OFFER_ACCEPTED' && (
        <EnrolmentRecord
          studentName={applicantName(a.student)}
          record={(payload) => universityApplications.recordEnrolment(api, a.id, payload)}
          onRecorded={onChanged}
        />
      )}
      {decided(a.status) && (
        <>
          <Statement title={t`Note to the applicant`} text={a.universityNotes} />
          <Statement title={t`Conditions`} text={a.decisionConditions} />
        </>
      )}
      <DecisionLetter download={(id) => universityApplications.decisionLetter(api, id)} />
      <ApplicationTimeline />
      <ApplicationConversation />
      {a.status !== 'ADMIN_APPROVED' && <ReviewForm application={a} onSaved={onChanged} />}
      <ApplicationEligibility title={t`Eligibility at submission`} />
      {a.status === 'UNDER_REVIEW' && (
        <DecisionForm applicationId={a.id} eligibility={a.eligibility} onDecided={onChanged} />
      )}
    </ApplicationView>
  );
}
