import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, withDeskApi } from '../../test-support/story-api';
import CreateTicketScreen from './create-ticket-screen';

/** `/create-ticket`: a requester raises an incident on one of their assets, with screenshots. */
const meta = {
  title: 'Incidents/CreateTicketScreen',
  component: CreateTicketScreen,
  parameters: { app: { route: '/create-ticket' } },
  beforeEach: withDeskApi(),
} satisfies Meta<typeof CreateTicketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The asset search still answering. */
export const AssetsLoading: Story = {
  beforeEach: withDeskApi((api) => api.on('GET', '/incidents/assets', never)),
};
/** A role that may not raise tickets. */
export const NotAllowed: Story = { globals: { role: 'none' } };
