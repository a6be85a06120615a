import { Trans } from '@lingui/react/macro';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ApplyNow } from '#portal/features/public/shared/ApplyNow.tsx';
import { FeeGroupSwitch, useFeeGroup } from '#portal/features/public/shared/FeeGroupSwitch.tsx';
import { nextDeadline, useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import { today } from '#portal/features/public/university/deadlines.ts';
import * as styles from '#portal/features/public/university/UniversityPage.css.ts';
import { CheckEligibility } from './CheckEligibility.tsx';
import { SaveProgramme } from './SaveProgramme.tsx';

/** The next deadline for the visitor's fee group (a remembered switch), the way to apply, to save it to a shortlist and (a student) to check their eligibility. */
export function ApplyToProgram({ program }: { program: CatalogueProgram }) {
  const facts = useProgramFacts();
  const [group, setGroup] = useFeeGroup();
  const deadline = nextDeadline(program, group, today());
  const date = deadline && facts.date(deadline);
  return (
    <Card title={<Trans>Apply to this programme</Trans>}>
      <div className={styles.actions}>
        <FeeGroupSwitch value={group} onChange={setGroup} />
        <p className={styles.hours}>
          {date ? <Trans>Your next application deadline: {date}</Trans> : <Trans>No application deadline ahead.</Trans>}
        </p>
        <ApplyNow universityId={program.university.id} />
        <SaveProgramme programId={program.id} />
        <CheckEligibility programId={program.id} />
      </div>
    </Card>
  );
}
