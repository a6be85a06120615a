import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_AND_BRAND, WidgetStory } from './widget-story.tsx';

/** The consultation widget of the embed kit, in English and Arabic, with the agency's colour and another one. */
const meta = {
  title: 'Widgets/Consultation',
  component: WidgetStory,
  args: { widget: 'consultation', agency: 'horizon-education', university: '1', type: 'consultation' },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = LANGUAGE_AND_BRAND.English;
export const Arabic: Story = LANGUAGE_AND_BRAND.Arabic;
export const EnglishOtherBrand: Story = LANGUAGE_AND_BRAND.EnglishOtherBrand;
export const ArabicOtherBrand: Story = LANGUAGE_AND_BRAND.ArabicOtherBrand;
