import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import type { StudentDocument } from '#sdk/schemas/document';
import type { UniversityApplicationDetail } from '#sdk/schemas/university-review';
import { UNIVERSITY_ACCEPTED } from '#sdk/schemas/enums';
import { useId, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { AGENCY_DEGREE_LEVEL_LABELS, DOCUMENT_TYPE_LABELS, labelOf } from '#portal/lib/labels.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Conversation } from '#portal/lib/conversation/Conversation.tsx';
import { useLoad } from '#portal/lib/use-load.ts';
import { useUser } from '#portal/lib/session.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { DocumentStateBadge, StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import { Timeline } from '#portal/ui/Timeline/Timeline.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { Facts } from '#portal/features/university/Facts.tsx';
import * as styles from '#portal/features/university/university.css.ts';
import { applicantName } from '#portal/lib/applicant-name.ts';
import { DecisionForm } from './DecisionForm.tsx';
import { DecisionLetterButton } from './DecisionLetterButton.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { EnrolmentRecord } from '#portal/lib/offer/EnrolmentRecord.tsx';
import { ApplicationVerdict } from '#portal/lib/eligibility/ReasonsList.tsx';

/** One application as the university reviews it: applicant, programme, statements, verified documents, its review and decision. */
export function ApplicationReviewDialog({
  id,
  onClose,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [version, setVersion] = useState(0);
  const detail = useLoad(() => universityApplications.retrieve(api, id), `${id}|${version}`);
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  return (
    <Dialog open onClose={onClose} title={t`Application Details`}>
      {detail.status === 'loading' && <Skeleton lines={6} label={t`Loading the application…`} />}
      {detail.status === 'failed' && <ErrorState title={t`Error Loading Application`} onRetry={detail.retry} />}
      {detail.status === 'ready' && <Details application={detail.data.application} onChanged={changed} />}
    </Dialog>
  );
}

function Details({ application: a, onChanged }: { application: UniversityApplicationDetail; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const { busy: starting, run } = useAction();
  const applicant = a.applicant;
  const user = useUser();

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
    <div className={styles.stack}>
      <div>
        <p className={styles.heading}>
          <bdi>{a.programName}</bdi>
        </p>
        <p className={styles.muted}>
          <bdi>{applicantName(a.student)}</bdi> · {labelOf(i18n, AGENCY_DEGREE_LEVEL_LABELS, a.degreeLevel)}
        </p>
        {a.intakeStartDate && (
          <p className={styles.muted}>
            <IntakeStart date={a.intakeStartDate} />
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <StatusBadge status={a.status} />
        {a.status === 'ADMIN_APPROVED' && (
          <Button size="sm" loading={starting} onClick={startReview}>
            <Trans>Start review</Trans>
          </Button>
        )}
      </div>

      <section>
        <h3 className={styles.heading}>
          <Trans>Applicant</Trans>
        </h3>
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
      </section>

      {a.program && (
        <section>
          <h3 className={styles.heading}>
            <Trans>Program</Trans>
          </h3>
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
        </section>
      )}

      {a.personalStatement && <Statement title={t`Personal statement`} text={a.personalStatement} />}
      {a.motivationLetter && <Statement title={t`Motivation letter`} text={a.motivationLetter} />}

      <section>
        <h3 className={styles.heading}>
          <Trans>Verified documents</Trans>
        </h3>
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
      </section>

      {a.status === 'OFFER_ACCEPTED' && (
        <EnrolmentRecord
          studentName={applicantName(a.student)}
          record={(payload) => universityApplications.recordEnrolment(api, a.id, payload)}
          onRecorded={onChanged}
        />
      )}
      {(UNIVERSITY_ACCEPTED.includes(a.status) || a.status === 'REJECTED') && (
        <>
          {a.universityNotes && <Statement title={t`Note to the applicant`} text={a.universityNotes} />}
          {a.decisionConditions && <Statement title={t`Conditions`} text={a.decisionConditions} />}
          <div className={styles.actions}>
            <DecisionLetterButton applicationId={a.id} />
          </div>
        </>
      )}
      <section>
        <h3 className={styles.heading}>
          <Trans>Timeline</Trans>
        </h3>
        <Timeline events={a.events} viewerId={user?.id} />
      </section>
      <Conversation applicationId={a.id} />
      {a.status !== 'ADMIN_APPROVED' && <ReviewForm application={a} onSaved={onChanged} />}
      {a.eligibility && (
        <section>
          <h3 className={styles.heading}>
            <Trans>Eligibility at submission</Trans>
          </h3>
          <ApplicationVerdict eligibility={a.eligibility} />
        </section>
      )}
      {a.status === 'UNDER_REVIEW' && (
        <DecisionForm applicationId={a.id} eligibility={a.eligibility} onDecided={onChanged} />
      )}
    </div>
  );
}

function Statement({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <p className={styles.text} dir="auto">
        {text}
      </p>
    </section>
  );
}
