import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_AND_BRAND, WidgetStory } from './widget-story.tsx';

/** The floating button of the embed kit (bottom corner, the left one in Arabic); it opens the consultation in a popup. */
const meta = {
  title: 'Widgets/Floating button',
  component: WidgetStory,
  args: { widget: 'floating', agency: 'horizon-education', university: '1', opens: 'consultation' },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = LANGUAGE_AND_BRAND.English;
export const Arabic: Story = LANGUAGE_AND_BRAND.Arabic;
export const EnglishOtherBrand: Story = LANGUAGE_AND_BRAND.EnglishOtherBrand;
export const ArabicOtherBrand: Story = LANGUAGE_AND_BRAND.ArabicOtherBrand;
