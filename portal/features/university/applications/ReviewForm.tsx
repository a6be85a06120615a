import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import { type UniversityApplicationDetail, UniversityReviewPayload } from '#sdk/schemas/university-review';
import type { FormEvent } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import * as styles from '#portal/features/university/university.css.ts';

/** The university's own rating and notes: editable while under review, read afterwards. Never shown to the applicant. */
export function ReviewForm({
  application: a,
  onSaved,
}: {
  application: UniversityApplicationDetail;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const form = useForm({ rating: a.review.rating ? String(a.review.rating) : '', notes: a.review.notes ?? '' });
  const { busy: saving, run } = useAction();
  const editable = a.status === 'UNDER_REVIEW';

  if (!editable) {
    if (a.review.rating === null && !a.review.notes) return null;
    const rating = a.review.rating === null ? '' : format.number(a.review.rating);
    return (
      <section>
        <h3 className={styles.heading}>
          <Trans>Internal review</Trans>
        </h3>
        {a.review.rating !== null && (
          <p className={styles.muted}>
            <Trans>Rating: {rating} of 5</Trans>
          </p>
        )}
        {a.review.notes && (
          <p className={styles.text} dir="auto">
            {a.review.notes}
          </p>
        )}
      </section>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(UniversityReviewPayload, {
      rating: form.values.rating ? Number(form.values.rating) : undefined,
      notes: form.values.notes,
    });
    if (!payload) return;
    await run(() => universityApplications.review(api, a.id, payload), {
      done: t`Review saved`,
      failed: t`Failed to save the review`,
      onDone: onSaved,
      onError: (error) => form.showServerErrors(error),
    });
  };

  return (
    <form onSubmit={save} noValidate aria-labelledby="internal-review">
      <h3 id="internal-review" className={styles.heading}>
        <Trans>Internal review</Trans>
      </h3>
      <p className={styles.muted}>
        <Trans>Only your university sees the rating and these notes.</Trans>
      </p>
      <Select
        label={t`Rating`}
        required
        placeholder={t`Choose a rating`}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: format.number(n) }))}
        {...form.field('rating')}
      />
      <TextArea label={t`Internal notes`} rows={3} {...form.field('notes')} />
      <Button type="submit" variant="secondary" loading={saving}>
        <Trans>Save review</Trans>
      </Button>
    </form>
  );
}
