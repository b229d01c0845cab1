/** Ticket fixtures for component tests and stories; the fake API itself is the kit's. */
import type { TicketDetail, TicketSummary } from '@itam/shared/contracts/incidents';

export { fail, installFakeApi, type FakeApi, type FakeRequest } from '@itam/shared/fake-api';

export const ticketId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function fakeTicket(n: number, overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    _id: ticketId(n),
    number: `INC-${String(n).padStart(6, '0')}`,
    kind: 'incident',
    title: `Laptop will not boot ${n}`,
    status: 'new',
    priority: 3,
    urgency: 3,
    impact: 3,
    category: null,
    requester: { _id: '20000000-0000-4000-8000-000000000009', name: 'Esha Employee' },
    assignee: null,
    asset: {
      _id: '40000000-0000-4000-8000-000000000001',
      name: 'Dell Latitude 5440',
      tag: 'LAP-0001',
    },
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    sla: {
      paused: false,
      firstResponseAt: null,
      resolvedAt: null,
      responseDueAt: '2026-11-20T13:00:00.000Z',
      resolutionDueAt: '2026-11-22T09:00:00.000Z',
      breached: false,
    },
    ...overrides,
  };
}

export function fakeDetail(n: number, overrides: Partial<TicketDetail> = {}): TicketDetail {
  const base = fakeTicket(n);
  return {
    ...base,
    description: 'It shows a black screen after the logo.',
    requestType: null,
    requestFields: null,
    asset: base.asset ? { ...base.asset, state: 'ASSIGNED' } : null,
    actions: ['start', 'resolve'],
    sla: {
      ...base.sla,
      clock: 'running',
      firstResponse: {
        targetMinutes: 240,
        elapsedMinutes: 60,
        remainingMinutes: 180,
        dueAt: base.sla.responseDueAt,
        breached: false,
        done: false,
      },
      resolution: {
        targetMinutes: 960,
        elapsedMinutes: 60,
        remainingMinutes: 900,
        dueAt: base.sla.resolutionDueAt,
        breached: false,
        done: false,
      },
    },
    messages: [
      {
        _id: 'm1',
        author: { _id: 'u9', name: 'Esha Employee' },
        visibility: 'public',
        body: 'It started this morning.',
        createdAt: '2026-11-20T09:05:00.000Z',
      },
    ],
    attachments: [],
    history: [
      {
        _id: 'h1',
        action: 'create',
        actor: { _id: 'u9', name: 'Esha Employee' },
        at: '2026-11-20T09:00:00.000Z',
        before: null,
        after: { status: 'new' },
      },
    ],
    survey: null,
    ...overrides,
  };
}

/** The catalogue Demo Corp is seeded with (the fields of each type, as the server defines them). */
export const FAKE_REQUEST_TYPES = [
  {
    _id: '50000000-0000-4000-8000-000000000001',
    key: 'software-install',
    name: 'Software install',
    description: 'Install licensed software on your device.',
    active: true,
    fields: [
      { key: 'software', label: 'Software', type: 'text' as const, required: true },
      {
        key: 'licence',
        label: 'Licence',
        type: 'select' as const,
        required: false,
        options: ['Company', 'Free'],
      },
      { key: 'needed_by', label: 'Needed by', type: 'date' as const, required: false },
      { key: 'seats', label: 'Seats', type: 'number' as const, required: false },
    ],
  },
  {
    _id: '50000000-0000-4000-8000-000000000002',
    key: 'new-access',
    name: 'New access',
    description: null,
    active: true,
    fields: [{ key: 'system', label: 'System', type: 'textarea' as const, required: true }],
  },
];

export const FAKE_SUMMARY = {
  openByPriority: [
    { priority: 5, count: 3 },
    { priority: 4, count: 9 },
    { priority: 3, count: 20 },
    { priority: 2, count: 6 },
    { priority: 1, count: 2 },
  ],
  openByStatus: [{ status: 'new', count: 10 }],
  breaches: { open: 4, firstResponse: 7, resolution: 11 },
  ageing: [
    { bucket: 'lt1d' as const, count: 8 },
    { bucket: '1to3d' as const, count: 12 },
    { bucket: '3to7d' as const, count: 10 },
    { bucket: '7to30d' as const, count: 7 },
    { bucket: 'gt30d' as const, count: 3 },
  ],
  agentLoad: [
    { agent: { _id: 'u1', name: 'Asha Agent' }, open: 14, inProgress: 6, waiting: 3, breached: 2 },
  ],
  unassigned: 5,
};

/** GLPI's default 5×5 matrix (rows urgency 1..5, columns impact 1..5). */
export const FAKE_MATRIX = [
  [1, 1, 2, 2, 2],
  [1, 2, 2, 3, 3],
  [2, 2, 3, 4, 4],
  [2, 3, 4, 4, 5],
  [2, 3, 4, 5, 5],
];

export const FAKE_TARGETS = [5, 4, 3, 2, 1].map((priority) => ({
  priority,
  firstResponseMinutes: 30 * (6 - priority),
  resolutionMinutes: 240 * (6 - priority),
}));

/** The company's agents (GET /incidents/agents): the signed-in agent (ME) and another. */
export const FAKE_AGENTS = [
  { _id: '20000000-0000-4000-8000-000000000001', name: 'Asha Agent', email: 'agent@demo.test' },
  { _id: '20000000-0000-4000-8000-000000000002', name: 'Ravi Kumar', email: 'ravi@demo.test' },
];

/** GET /incidents/reports/satisfaction: answered surveys per agent and per asset model. */
export const FAKE_SATISFACTION = {
  overall: { sent: 40, answered: 25, averageRating: 4.24 },
  perAgent: [
    { agent: { _id: 'u1', name: 'Asha Agent' }, answered: 15, averageRating: 4.6 },
    { agent: { _id: 'u2', name: 'Ravi Kumar' }, answered: 10, averageRating: 3.7 },
  ],
  perAssetModel: [{ model: 'Dell Latitude 5440', answered: 12, averageRating: 3.25 }],
};

/** GET /incidents/settings/calendar: Monday to Friday, 9 to 6, one holiday. */
export const FAKE_CALENDAR = {
  timeZone: 'Asia/Kolkata',
  workDays: [1, 2, 3, 4, 5],
  workStart: '09:00',
  workEnd: '18:00',
  holidays: [{ date: '2026-12-25', name: 'Christmas' }],
};
