import { useLingui } from '@lingui/react/macro';
import { useUser } from '#portal/lib/session.ts';
import { Timeline } from '#portal/ui/Timeline/Timeline.tsx';
import { ApplicationSection, useViewed } from './ApplicationView.tsx';

/** Every step of the application, the viewer's own marked as theirs, a request's step with its due date. */
export function ApplicationTimeline() {
  const { t } = useLingui();
  const { application } = useViewed();
  const user = useUser();
  return (
    <ApplicationSection title={t`Timeline`}>
      <Timeline events={application.events} viewerId={user?.id} documentRequests={application.documentRequests} />
    </ApplicationSection>
  );
}
