import { useLingui } from '@lingui/react/macro';
import { paths } from '#portal/paths.ts';
import { AreaLayout } from '#portal/ui/AreaLayout/AreaLayout.tsx';
import '#portal/lib/area-field-texts.ts';

/** The student area's navigation (spec part 2, 2, student routes), then the screen. */
export default function StudentAreaLayout() {
  const { t } = useLingui();
  return (
    <AreaLayout
      label={t`Student area`}
      links={[
        { to: paths.student.dashboard, label: t`Dashboard` },
        { to: paths.student.applications, label: t`Applications` },
        { to: paths.student.matches, label: t`Matches` },
        { to: paths.student.shortlist, label: t`Shortlist` },
        { to: paths.student.documents, label: t`Documents` },
        { to: paths.student.profile, label: t`Profile` },
      ]}
    />
  );
}
