import type { Application, ApplicationEvent } from '#sdk/schemas/application';
import type { DocumentRequest } from '#sdk/schemas/review';
import { createContext, type ReactNode, useContext } from 'react';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from './view.css.ts';

/** What every party's copy of an application holds: the application and its steps; the requests where the party sees them. */
export type ViewedApplication = Application & {
  events: ApplicationEvent[];
  documentRequests?: Pick<DocumentRequest, 'dueDate'>[];
};

/** A page frames each part in a card; a dialog stacks them under small headings. */
export type ViewLook = 'page' | 'dialog';

const Viewed = createContext<{ application: ViewedApplication; look: ViewLook } | null>(null);

/**
 * One application as each party sees it (ARCHITECTURE.md, "The portal and the widgets"): the parts every party
 * shares (summary, status, statements, eligibility verdict, documents, decision letter, timeline,
 * conversation) read the application from here, and the student's dialog, the agency's page, the
 * admins' review and the university's dialog place them in their order between their own actions.
 */
export function ApplicationView({
  application,
  look,
  className,
  children,
}: {
  application: ViewedApplication;
  look: ViewLook;
  /** The page's own frame around the parts; a dialog stacks them. */
  className?: string;
  children: ReactNode;
}) {
  const frame = look === 'dialog' ? styles.stack : className;
  return (
    <Viewed.Provider value={{ application, look }}>
      {frame ? <div className={frame}>{children}</div> : children}
    </Viewed.Provider>
  );
}

/** The application the view shows and how it frames its parts. */
export function useViewed() {
  const viewed = useContext(Viewed);
  if (!viewed) throw new Error('An application part is shown outside an ApplicationView');
  return viewed;
}

/** One titled part: a card on a page, a section under a small heading in a dialog. */
export function ApplicationSection({ title, children }: { title: string; children: ReactNode }) {
  const { look } = useViewed();
  if (look === 'page') return <Card title={title}>{children}</Card>;
  return (
    <section>
      <h3 className={styles.heading}>{title}</h3>
      {children}
    </section>
  );
}
