/** Ticket fixtures for component tests and stories; the fake API itself is the kit's. */
import type { TicketDetail, TicketSummary } from '../api/incidents-api';

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
