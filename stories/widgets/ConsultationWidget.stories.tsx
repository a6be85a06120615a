import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_COLOURS, WidgetStory } from './widget-story.tsx';

/** The consultation widget of the embed kit, in English and Arabic, with the agency's colour and another one. */
const meta = {
  title: 'Widgets/Consultation',
  component: WidgetStory,
  args: { widget: 'consultation', agency: 'horizon-education', university: '1', type: 'consultation' },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { lang: 'en', brandColor: BRAND_COLOURS.agency } };
export const Arabic: Story = { args: { lang: 'ar', brandColor: BRAND_COLOURS.agency } };
export const EnglishOtherBrand: Story = { args: { lang: 'en', brandColor: BRAND_COLOURS.violet } };
export const ArabicOtherBrand: Story = { args: { lang: 'ar', brandColor: BRAND_COLOURS.violet } };
