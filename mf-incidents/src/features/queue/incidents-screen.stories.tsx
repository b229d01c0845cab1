import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { never, STORY_TICKET_ID, withDeskApi } from '../../test-support/story-api';
import { fakeDetail } from '../../test-support/fixtures';
import IncidentsScreen from './incidents-screen';

/** `/incidents`: the agents' queue (filters, sort and page in the URL, bulk assign) and a ticket's detail. */
const meta = {
  title: 'Incidents/IncidentsScreen',
  component: IncidentsScreen,
  parameters: { app: { route: '/incidents' } },
  beforeEach: withDeskApi(),
} satisfies Meta<typeof IncidentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {};
export const Filtered: Story = {
  parameters: { app: { route: '/incidents?status=new,in_progress&priority=5&sort=due' } },
};
export const Loading: Story = {
  beforeEach: withDeskApi((api) => api.on('GET', '/incidents/tickets', never)),
};
export const NothingMatches: Story = {
  parameters: { app: { route: '/incidents?breached=true' } },
  beforeEach: withDeskApi((api) =>
    api.on('GET', '/incidents/tickets', () => ({
      type: 'success',
      tickets: [],
      total: 0,
      nextCursor: null,
    })),
  ),
};
/** A ticket opened from the queue: conversation, history, SLA and the allowed transitions. */
export const Ticket: Story = {
  parameters: { app: { route: `/incidents?ticket=${STORY_TICKET_ID}` } },
};
/** Waiting on the requester: the clock is paused, an internal note among the replies. */
export const TicketWaiting: Story = {
  parameters: { app: { route: `/incidents?ticket=${STORY_TICKET_ID}` } },
  beforeEach: withDeskApi((api) =>
    api.on('GET', `/incidents/tickets/${STORY_TICKET_ID}`, () => ({
      type: 'success',
      ticket: fakeDetail(101, {
        status: 'waiting_on_requester',
        actions: ['resume', 'resolve'],
        assignee: { _id: 'story-user', name: 'Asha Verma' },
        messages: [
          ...fakeDetail(101).messages,
          {
            _id: 'm2',
            author: { _id: 'story-user', name: 'Asha Verma' },
            visibility: 'internal',
            body: 'Probably the SSD: order a spare.',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    })),
  ),
};
