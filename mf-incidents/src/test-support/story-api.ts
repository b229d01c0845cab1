/**
 * Fake answers for the stories of the service desk's screens: `beforeEach` installs them
 * and its cleanup restores the real client, so stories never touch a server.
 */
import {
  FAKE_AGENTS,
  FAKE_CALENDAR,
  FAKE_MATRIX,
  FAKE_REQUEST_TYPES,
  FAKE_SATISFACTION,
  FAKE_SUMMARY,
  FAKE_TARGETS,
  fakeDetail,
  fakeTicket,
  installFakeApi,
  ticketId,
  type FakeApi,
} from './fixtures';

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

/** Assets a requester can raise a ticket on: their own laptop first. */
export const STORY_ASSETS = [
  {
    _id: '40000000-0000-4000-8000-000000000001',
    name: 'Dell Latitude 5440',
    tag: 'LAP-0001',
    serialNumber: 'SN-5440-001',
    state: 'ASSIGNED',
    make: 'Dell',
    model: 'Latitude 5440',
    mine: true,
    openTickets: 1,
  },
  {
    _id: '40000000-0000-4000-8000-000000000002',
    name: 'Meeting room display',
    tag: 'MON-0042',
    serialNumber: 'SN-MON-042',
    state: 'IN_INVENTORY',
    make: 'LG',
    model: '27UL500',
    mine: false,
    openTickets: 0,
  },
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
      }))
      .on('GET', '/incidents/assets', () => ({ type: 'success', assets: STORY_ASSETS }))
      .on('GET', '/incidents/agents', () => ({ type: 'success', agents: FAKE_AGENTS }))
      .on('GET', '/incidents/reports/summary', () => ({ type: 'success', ...FAKE_SUMMARY }))
      .on('GET', '/incidents/reports/satisfaction', () => ({
        type: 'success',
        ...FAKE_SATISFACTION,
      }))
      .on('GET', '/incidents/settings/matrix', () => ({ type: 'success', matrix: FAKE_MATRIX }))
      .on('GET', '/incidents/settings/sla', () => ({ type: 'success', targets: FAKE_TARGETS }))
      .on('GET', '/incidents/settings/calendar', () => ({
        type: 'success',
        calendar: FAKE_CALENDAR,
      }))
      .on('GET', '/incidents/request-types', () => ({
        type: 'success',
        types: FAKE_REQUEST_TYPES,
      }))
      .on('GET', /^\/incidents\/assets\/[0-9a-f-]{36}\/tickets$/, () => ({
        type: 'success',
        asset: { ...STORY_ASSETS[0]!, updatedAt: '2026-11-01T00:00:00.000Z' },
        openTickets: 1,
        tickets: [STORY_QUEUE[1]!],
      }));
    setup(api);
    return () => api.restore();
  };
}

export const STORY_TICKET_ID = ticketId(101);

/** The survey of STORY_TICKET_ID, with the two questions Demo Corp's admin set. */
export const STORY_SURVEY = {
  ticketId: STORY_TICKET_ID,
  number: 'INC-000101',
  title: 'Laptop will not boot 101',
  expiresAt: '2026-12-04T09:00:00.000Z',
  answeredAt: null,
  rating: null,
  comment: null,
  answers: [],
  questions: [
    { _id: '60000000-0000-4000-8000-000000000001', text: 'Was the agent helpful?', kind: 'rating' },
    { _id: '60000000-0000-4000-8000-000000000002', text: 'What could be better?', kind: 'text' },
  ],
};
