import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_COLOURS, WidgetStory } from './widget-story.tsx';

/** The apply widget of the embed kit, in English and Arabic, with the agency's colour and another one. */
const meta = {
  title: 'Widgets/Apply',
  component: WidgetStory,
  args: { widget: 'apply', agency: 'horizon-education', university: '1' },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { lang: 'en', brandColor: BRAND_COLOURS.agency } };
export const Arabic: Story = { args: { lang: 'ar', brandColor: BRAND_COLOURS.agency } };
export const EnglishOtherBrand: Story = { args: { lang: 'en', brandColor: BRAND_COLOURS.violet } };
export const ArabicOtherBrand: Story = { args: { lang: 'ar', brandColor: BRAND_COLOURS.violet } };
