import { useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import { api } from '#portal/lib/api.ts';
import { MatchesBrowser } from '#portal/lib/eligibility/MatchesBrowser.tsx';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';

/** The dashboard's best few matching programmes, with a link to all of them. */
export function QualifyingPrograms() {
  const { t } = useLingui();
  return (
    <Card
      title={t`Programmes you qualify for`}
      actions={<ButtonLink to={paths.student.matches} variant="secondary" size="sm">{t`View all matches`}</ButtonLink>}
    >
      <MatchesBrowser
        load={(query) => eligibility.studentMatches(api, query)}
        label={t`Programmes you qualify for`}
        limit={5}
        filtered={false}
      />
    </Card>
  );
}
