import { Conversation } from '#portal/lib/conversation/Conversation.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { useViewed } from './ApplicationView.tsx';

/** The application's conversation among its parties; `compose` opens the reply at once. */
export function ApplicationConversation({ compose }: { compose?: boolean }) {
  const { application, look } = useViewed();
  const conversation = <Conversation applicationId={application.id} compose={compose} />;
  return look === 'page' ? <Card>{conversation}</Card> : conversation;
}
