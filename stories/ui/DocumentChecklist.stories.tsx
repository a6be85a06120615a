import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChecklistItem } from '#sdk/schemas/review';
import { expect, within } from 'storybook/test';
import { DocumentChecklist } from '#portal/ui/DocumentChecklist/DocumentChecklist.tsx';

const meta = { title: 'UI/DocumentChecklist', component: DocumentChecklist } satisfies Meta<typeof DocumentChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const document = (id: number, fileName: string) => ({
  id,
  fileName,
  mimeType: 'application/pdf',
  fileSize: 120_000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  isVerified: false,
});

const ITEMS: ChecklistItem[] = [
  {
    documentType: 'PASSPORT',
    required: true,
    state: 'VERIFIED',
    document: { ...document(1, 'passport.pdf'), isVerified: true },
    remark: null,
    decidedAt: '2026-11-21T10:00:00.000Z',
    decidedBy: null,
  },
  {
    documentType: 'TRANSCRIPT',
    required: true,
    state: 'REJECTED',
    document: document(2, 'transcript.pdf'),
    remark: 'The second page is missing.',
    decidedAt: '2026-11-21T10:05:00.000Z',
    decidedBy: null,
  },
  {
    documentType: 'IELTS_CERTIFICATE',
    required: false,
    state: 'AWAITING',
    document: null,
    remark: null,
    decidedAt: null,
    decidedBy: null,
  },
];

export const States: Story = {
  args: { items: ITEMS },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('The second page is missing.');
  },
};
