import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { STORY_SURVEY, STORY_TICKET_ID, withDeskApi } from '../../test-support/story-api';
import { fail } from '../../test-support/fixtures';
import FeedbackScreen from './feedback-screen';

/** `/feedback`: the requester's satisfaction survey of a resolved ticket. */
const meta = {
  title: 'Incidents/FeedbackScreen',
  component: FeedbackScreen,
  parameters: { app: { route: `/feedback?ticket=${STORY_TICKET_ID}` } },
  beforeEach: withDeskApi((api) =>
    api.on('GET', `/incidents/tickets/${STORY_TICKET_ID}/survey`, () => ({
      type: 'success',
      survey: STORY_SURVEY,
    })),
  ),
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Survey: Story = {};
export const Answered: Story = {
  beforeEach: withDeskApi((api) =>
    api.on('GET', `/incidents/tickets/${STORY_TICKET_ID}/survey`, () => ({
      type: 'success',
      survey: { ...STORY_SURVEY, answeredAt: '2026-11-25T10:00:00.000Z', rating: 5 },
    })),
  ),
};
export const Expired: Story = {
  beforeEach: withDeskApi((api) =>
    api.on('GET', `/incidents/tickets/${STORY_TICKET_ID}/survey`, () =>
      fail(410, { type: 'error', error: 'This survey has expired', code: 'SURVEY_EXPIRED' }),
    ),
  ),
};
/** Without a ticket: the person's resolved tickets to rate. */
export const ResolvedTickets: Story = { parameters: { app: { route: '/feedback' } } };
