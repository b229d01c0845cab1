import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LanguageSwitch } from './language-switch';

/** English / हिन्दी; it changes the whole product's language (the toolbar's too, until the next story). */
const meta = {
  title: 'Session/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
