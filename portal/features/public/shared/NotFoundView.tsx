import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import * as styles from './NotFoundView.css.ts';

interface NotFoundViewProps {
  title: ReactNode;
  message: ReactNode;
  /** Where to go instead, and the words of the link. */
  back: { to: string; label: ReactNode };
}

/** A page whose subject does not exist (an unknown university or country): what happened and where to go. */
export function NotFoundView({ title, message, back }: NotFoundViewProps) {
  return (
    <div className={pageStyles.page}>
      <div className={styles.box}>
        <Icon name="search" size={40} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <ButtonLink to={back.to}>
          <Icon name="arrowStart" />
          {back.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/** A missing or malformed id (spec part 1, 8: "University not found"), with the way back to the list. */
export function UniversityNotFound() {
  return (
    <NotFoundView
      title={<Trans>University not found</Trans>}
      message={<Trans>The university you are looking for does not exist or is no longer listed.</Trans>}
      back={{ to: paths.universities(), label: <Trans>Back to universities</Trans> }}
    />
  );
}
