import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CtaBand } from './cta-band';

/** A page's closing call to action. */
const meta = {
  title: 'Landing/CtaBand',
  component: CtaBand,
  args: {
    title: 'Ready to replace the spreadsheet?',
    text: 'Create your company account in two minutes, or tell us about your fleet.',
    primary: { to: '/register-init', label: 'Create an account' },
    secondary: { to: '/contact-us', label: 'Talk to sales' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PrimaryOnly: Story = { args: { secondary: undefined } };
