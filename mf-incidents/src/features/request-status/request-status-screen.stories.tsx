import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fakeDetail } from '../../test-support/fixtures';
import { never, STORY_TICKET_ID, withDeskApi } from '../../test-support/story-api';
import RequestStatusScreen from './request-status-screen';

/** `/request-status`: the signed-in person's own tickets and requests, and one's conversation. */
const meta = {
  title: 'Incidents/RequestStatusScreen',
  component: RequestStatusScreen,
  parameters: { app: { route: '/request-status' } },
  beforeEach: withDeskApi(),
} satisfies Meta<typeof RequestStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  beforeEach: withDeskApi((api) => api.on('GET', '/incidents/tickets', never)),
};
export const NoTickets: Story = {
  beforeEach: withDeskApi((api) =>
    api.on('GET', '/incidents/tickets', () => ({
      type: 'success',
      tickets: [],
      total: 0,
      nextCursor: null,
    })),
  ),
};
/** A resolved ticket: close or reopen it, and give feedback. */
export const ResolvedTicket: Story = {
  parameters: { app: { route: `/request-status?ticket=${STORY_TICKET_ID}` } },
  beforeEach: withDeskApi((api) =>
    api.on('GET', `/incidents/tickets/${STORY_TICKET_ID}`, () => ({
      type: 'success',
      ticket: fakeDetail(101, {
        status: 'resolved',
        actions: ['close', 'reopen'],
        survey: { status: 'pending', expiresAt: '2026-12-04T09:00:00.000Z', rating: null },
      }),
    })),
  ),
};
