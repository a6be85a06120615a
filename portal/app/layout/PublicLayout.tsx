import { Trans } from '@lingui/react/macro';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './Footer.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { TopBar } from './TopBar.tsx';
import * as styles from './PublicLayout.css.ts';

/**
 * Top bar, the screen, footer (spec part 1, 2, public layout). The document's head (description,
 * canonical, hreflang twins, Open Graph) is written by the server for the address it was loaded
 * at (server/services/seo/head-html.ts), once; the portal only keeps the title current.
 */
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
    </div>
  );
}
