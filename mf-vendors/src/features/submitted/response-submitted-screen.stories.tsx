import type { Meta, StoryObj } from '@storybook/react-webpack5';
import ResponseSubmittedScreen from './response-submitted-screen';

/** `/responseSubmitted`: the confirmation after answering on a vendor's behalf. */
const meta = {
  title: 'Vendors/ResponseSubmittedScreen',
  component: ResponseSubmittedScreen,
  parameters: { app: { route: '/responseSubmitted' } },
} satisfies Meta<typeof ResponseSubmittedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {};
