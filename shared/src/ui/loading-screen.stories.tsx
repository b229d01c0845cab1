import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingScreen } from './loading-screen';

/** 'Loading...' with a spinner: start-up (full page) and any content area. */
const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InContent: Story = {};

export const FullPage: Story = { args: { fullPage: true }, parameters: { layout: 'fullscreen' } };
