/**
 * Fake answers for the stories of the service desk's screens: `beforeEach` installs them
 * and its cleanup restores the real client, so stories never touch a server.
 */
import { fakeDetail, fakeTicket, installFakeApi, ticketId, type FakeApi } from './fixtures';

export type StoryApiSetup = (api: FakeApi) => void;

/** An answer that never comes (loading states). */
export function never(): Promise<never> {
  return new Promise(() => undefined);
}

/** A queue page of every status, priority and SLA state. */
export const STORY_QUEUE = [
  fakeTicket(101, { priority: 5, status: 'new' }),
  fakeTicket(102, {
    priority: 4,
    status: 'in_progress',
    assignee: { _id: 'story-user', name: 'Asha Verma' },
    sla: { ...fakeTicket(102).sla, breached: true },
  }),
  fakeTicket(103, {
    status: 'waiting_on_requester',
    assignee: { _id: 'u2', name: 'Ravi Kumar' },
    sla: { ...fakeTicket(103).sla, paused: true },
  }),
  fakeTicket(104, {
    priority: 2,
    status: 'resolved',
    asset: null,
    sla: { ...fakeTicket(104).sla, resolvedAt: '2026-11-21T10:00:00.000Z' },
  }),
];

/** A `beforeEach` answering the desk's endpoints, then whatever `setup` adds. */
export function withDeskApi(setup: StoryApiSetup = () => undefined) {
  return () => {
    const api = installFakeApi()
      .on('GET', '/incidents/tickets', () => ({
        type: 'success',
        tickets: STORY_QUEUE,
        total: 64,
        nextCursor: null,
      }))
      .on('GET', /^\/incidents\/tickets\/[0-9a-f-]{36}$/, () => ({
        type: 'success',
        ticket: fakeDetail(101),
      }));
    setup(api);
    return () => api.restore();
  };
}

export const STORY_TICKET_ID = ticketId(101);
