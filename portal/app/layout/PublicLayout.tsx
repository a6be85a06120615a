import { Trans } from '@lingui/react/macro';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AlternateLinks } from './AlternateLinks.tsx';
import { Footer } from './Footer.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { TopBar } from './TopBar.tsx';
import * as styles from './PublicLayout.css.ts';

/** Top bar, the screen, footer (spec part 1, 2, public layout). */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <AlternateLinks />
    </div>
  );
}
