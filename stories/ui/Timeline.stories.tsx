import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApplicationEvent } from '#sdk/schemas/application';
import { expect, within } from 'storybook/test';
import { Timeline } from '#portal/ui/Timeline/Timeline.tsx';

const meta = { title: 'UI/Timeline', component: Timeline } satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const student = { id: 7, userType: 'STUDENT', name: 'Lina Haddad' } as const;
const admin = { id: 1, userType: 'ADMIN', name: null } as const;
const step = (id: number, e: Partial<ApplicationEvent>): ApplicationEvent => ({
  id,
  kind: 'STATUS',
  fromStatus: null,
  toStatus: 'DRAFT',
  reason: null,
  note: null,
  actor: student,
  createdAt: `2026-11-${10 + id}T09:30:00.000Z`,
  ...e,
});

const EVENTS: ApplicationEvent[] = [
  step(1, {}),
  step(2, { fromStatus: 'DRAFT', toStatus: 'SUBMITTED' }),
  step(3, { fromStatus: 'SUBMITTED', toStatus: 'ADMIN_REVIEW', actor: admin }),
  step(4, {
    kind: 'DOCUMENT_REJECTED',
    fromStatus: 'ADMIN_REVIEW',
    toStatus: 'ADMIN_REVIEW',
    reason: 'TRANSCRIPT',
    note: 'The second page is missing.',
    actor: admin,
  }),
  step(5, {
    kind: 'DOCUMENTS_REQUESTED',
    fromStatus: 'ADMIN_REVIEW',
    toStatus: 'ADMIN_REVIEW',
    reason: 'IELTS_CERTIFICATE',
    actor: admin,
  }),
  step(6, {
    fromStatus: 'ADMIN_REVIEW',
    toStatus: 'ADMIN_REJECTED',
    reason: 'REQUIREMENTS_NOT_MET',
    note: 'The programme needs a bachelor in computing.',
    actor: admin,
  }),
];

export const EveryKind: Story = {
  args: { events: EVENTS, viewerId: 7 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('timeline');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(list).toHaveTextContent('The second page is missing.');
  },
};
