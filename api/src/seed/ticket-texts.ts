/**
 * The words of the seeded service desk: the request catalogue, ticket titles, the replies
 * of agents and requesters, and how statuses and urgency/impact levels are weighted.
 */
import type { Level } from '../modules/incidents/matrix';
import type { TicketStatus } from '../modules/incidents/transitions';

export const REQUEST_TYPES = [
  {
    key: 'new-access',
    name: 'New access',
    description: 'Access to an application, a shared folder or a mailbox',
    fields: [
      { key: 'system', label: 'System', type: 'text', required: true },
      {
        key: 'access_level',
        label: 'Access level',
        type: 'select',
        required: true,
        options: ['Read', 'Write', 'Admin'],
      },
      { key: 'reason', label: 'Reason', type: 'textarea', required: false },
    ],
  },
  {
    key: 'software-install',
    name: 'Software install',
    description: 'Install licensed software on your device',
    fields: [
      { key: 'software', label: 'Software', type: 'text', required: true },
      { key: 'version', label: 'Version', type: 'text', required: false },
    ],
  },
  {
    key: 'hardware-move',
    name: 'Hardware move',
    description: 'Move a device to another desk or branch',
    fields: [
      { key: 'destination', label: 'Destination', type: 'text', required: true },
      { key: 'move_date', label: 'Move date', type: 'date', required: true },
    ],
  },
] as const;

export const INCIDENT_TITLES: Record<string, readonly string[]> = {
  Laptop: [
    'Laptop does not boot',
    'Battery drains in an hour',
    'Keyboard keys stuck',
    'Screen flickers',
    'Laptop overheats and shuts down',
  ],
  Desktop: ['Desktop freezes at login', 'No display on the monitor', 'Fan is very loud'],
  Mobile: ['Phone does not charge', 'Email not syncing on phone', 'Cracked screen'],
  Monitor: ['Monitor shows no signal', 'Dead pixels on the monitor'],
  Printer: ['Printer jams on every page', 'Cannot find the printer on the network'],
  other: [
    'VPN disconnects every few minutes',
    'Cannot log in to email',
    'Wi-Fi drops in the meeting room',
    'Password expired and locked out',
    'Shared drive not reachable',
  ],
};
export const FEEDBACK_TITLES = [
  'The new laptop setup was quick',
  'Please add a self-service password reset',
  'Printer queue is confusing',
];
export const AGENT_REPLIES = [
  'Thanks for reporting this, we are looking into it.',
  'I have picked this up and will update you shortly.',
];
export const QUESTIONS = [
  'Could you tell us when this started and send a screenshot?',
  'Is the device plugged in to the dock when it happens?',
  'Can you try a restart and tell us if it helps?',
];
export const ANSWERS = [
  'It started on Monday morning, screenshot attached.',
  'Yes, always on the dock.',
  'A restart did not help.',
];
export const RESOLUTIONS = [
  'Replaced the faulty part, please confirm it works.',
  'Reinstalled the driver; the issue is fixed.',
  'Reset the account and shared new credentials.',
];

export const STATUS_WEIGHTS: readonly (readonly [TicketStatus, number])[] = [
  ['new', 12],
  ['assigned', 10],
  ['in_progress', 15],
  ['waiting_on_requester', 8],
  ['resolved', 20],
  ['closed', 35],
];
export const LEVEL_WEIGHTS: readonly (readonly [Level, number])[] = [
  [1, 10],
  [2, 25],
  [3, 35],
  [4, 20],
  [5, 10],
];
