import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SignaturePad } from './signature-pad';

/** The drawn signature (mouse, touch or pen), with Clear and a typed-name alternative. */
const meta = {
  title: 'Exit signoff/SignaturePad',
  component: SignaturePad,
  args: { onChange: fn() },
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Submitted without a signature. */
export const Missing: Story = { args: { error: 'Sign on the pad or type your name.' } };
