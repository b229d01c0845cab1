/**
 * Employee exits (`on_exit`): the list with what is outstanding and overdue, one exit in
 * full with its departments, items, open tickets, interview, authority and timeline, and the
 * requests that start one, sign a department's part, record an item's recovery, sign as the
 * authority and save the exit interview. Paths are relative to the API's `/api`.
 */
import { ASSET_STATES } from '../asset-states';
import { z } from '../zod';
import {
  day,
  departmentNaming,
  EXIT_ITEM_OUTCOMES,
  EXIT_LIST_STATUSES,
  EXIT_STATUSES,
  idParams,
  instant,
  KEY_PATTERN,
  optionalText,
  pagingQuery,
  RETURN_CONDITIONS,
  userRefSchema,
} from './common';

export const EXIT_PATHS = {
  exits: '/exits',
  exit: '/exits/:id',
  signDepartment: '/exits/:id/departments/:key/sign',
  item: '/exits/:id/items/:itemId',
  authoritySign: '/exits/:id/authority-sign',
  certificate: '/exits/:id/certificate',
  interview: '/exits/:id/interview',
} as const;

// ---- requests ------------------------------------------------------------------------------

export const exitParams = idParams;
export const departmentParams = z.object({ id: z.guid(), key: z.string().regex(KEY_PATTERN) });
export const itemParams = z.object({ id: z.guid(), itemId: z.guid() });

export const startExitInput = z.object({
  employeeId: z.guid(),
  lastWorkingDay: day,
  reason: z.string().trim().min(1, 'Enter the reason').max(500),
});
/** POST /exits: 400 `employeeId` / `lastWorkingDay` / `reason`, 409 `employeeId` while one is in progress. */
export type StartExitBody = z.input<typeof startExitInput>;
export type StartExitInput = z.infer<typeof startExitInput>;

export const exitListQuery = z.object({
  status: z.enum(EXIT_LIST_STATUSES).optional(),
  departmentId: z.guid().optional(),
  /** The month of the last working day, YYYY-MM. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM')
    .optional(),
  employeeId: z.guid().optional(),
  /** `true`: only exits with a part the caller may sign (its head, or any for an administrator). */
  toSign: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  ...pagingQuery,
});
export type ExitListFilter = z.infer<typeof exitListQuery>;

/** A department's signature: an optional comment (the body may be left out). */
export const signDepartmentInput = z.object({ comment: optionalText(2000) }).prefault({});
export type SignDepartmentBody = z.input<typeof signDepartmentInput>;

const note = optionalText(2000);
const money = z.number().min(0).max(10_000_000).multipleOf(0.01);

/** One item's recovery, by its outcome. */
export const itemOutcomeInput = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('returned'),
    condition: z.enum(RETURN_CONDITIONS),
    dataWiped: z.literal(true, 'Confirm that the data was wiped'),
    /** The tag scanned from the returned asset: it must be this item's. */
    tag: optionalText(100),
    note,
  }),
  z.object({ outcome: z.literal('transferred'), successorId: z.guid(), note }),
  z.object({ outcome: z.literal('missing'), chargeAmount: money, note }),
  z.object({ outcome: z.literal('damaged'), chargeAmount: money, note }),
]);
/** POST /exits/:id/items/:itemId: IT's recovery of one item. */
export type ItemRecovery = z.input<typeof itemOutcomeInput>;
export type ItemOutcomeInput = z.infer<typeof itemOutcomeInput>;

/** The drawn signature: a PNG, as a data URL or plain base64. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

export const authoritySignInput = z.object({
  name: z.string().trim().min(1, 'Enter the signer’s name').max(200),
  signature: z
    .string()
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, 'The signature image is too large'),
});
/** POST /exits/:id/authority-sign: the clearance; the signature a PNG data URL. */
export type AuthoritySignBody = z.input<typeof authoritySignInput>;
export type AuthoritySignInput = z.infer<typeof authoritySignInput>;

/** The exit interview's questions (the browser translates them by key). */
export const interviewInput = z.object({
  answers: z.object({
    reasonForLeaving: z.string().trim().min(1, 'Answer this question').max(2000),
    /** How the employee rates working here, 1-5. */
    rating: z.number().int().min(1).max(5),
    wouldRecommend: z.boolean(),
    wouldReturn: z.boolean(),
    comments: optionalText(4000),
  }),
});
export type InterviewBody = z.input<typeof interviewInput>;

// ---- responses -----------------------------------------------------------------------------

/** The interview's answers as stored. */
export const interviewAnswersSchema = z.object({
  reasonForLeaving: z.string(),
  /** 1-5. */
  rating: z.number(),
  wouldRecommend: z.boolean(),
  wouldReturn: z.boolean(),
  comments: z.string().nullish(),
});
export type InterviewAnswers = z.infer<typeof interviewAnswersSchema>;

export const interviewSchema = z
  .object({ answers: interviewAnswersSchema, answeredAt: instant.nullable() })
  .nullable();

export const exitEmployeeSchema = z.object({
  _id: z.string(),
  /** The employee's code. */
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  department: userRefSchema.nullable(),
});
export type ExitEmployee = z.infer<typeof exitEmployeeSchema>;

export const exitSummaryDepartmentSchema = z.object({
  key: z.string(),
  ...departmentNaming,
  head: userRefSchema.nullable(),
  /** The caller may sign this part now (its head or an administrator, while open). */
  canSign: z.boolean(),
  signedAt: instant.nullable(),
  overdue: z.boolean(),
});
export type ExitSummaryDepartment = z.infer<typeof exitSummaryDepartmentSchema>;

export const outstandingSchema = z.object({
  /** Departments still to sign. */
  departments: z.array(z.string()),
  /** Of those, the overdue ones. */
  overdue: z.array(z.string()),
  /** Items still to be accounted for. */
  items: z.number(),
  /** The authority's signature is due (every department signed). */
  authority: z.boolean(),
});
export type Outstanding = z.infer<typeof outstandingSchema>;

const exitSummaryFields = {
  _id: z.string(),
  employee: exitEmployeeSchema,
  /** YYYY-MM-DD. */
  lastWorkingDay: z.string(),
  reason: z.string(),
  status: z.enum(EXIT_STATUSES),
  startedAt: instant,
  completedAt: instant.nullable(),
  outstanding: outstandingSchema,
  overdue: z.boolean(),
  itemCount: z.number(),
  interview: interviewSchema,
  hasCertificate: z.boolean(),
};

export const exitSummarySchema = z.object({
  ...exitSummaryFields,
  departments: z.array(exitSummaryDepartmentSchema),
});
export type ExitSummary = z.infer<typeof exitSummarySchema>;

export const exitDepartmentSchema = exitSummaryDepartmentSchema.extend({
  checklist: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean() })),
  signedBy: userRefSchema.nullable(),
  comment: z.string().nullable(),
});
export type ExitDepartment = z.infer<typeof exitDepartmentSchema>;

export const exitItemSchema = z.object({
  _id: z.string(),
  asset: z.object({
    _id: z.string(),
    name: z.string(),
    tag: z.string().nullable(),
    state: z.enum(ASSET_STATES),
    holder: userRefSchema.nullable(),
  }),
  outcome: z.enum(EXIT_ITEM_OUTCOMES),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  dataWiped: z.boolean().nullable(),
  scannedTag: z.string().nullable(),
  successor: userRefSchema.nullable(),
  chargeAmount: z.number().nullable(),
  incident: z.object({ _id: z.string(), number: z.string().nullable() }).nullable(),
  note: z.string().nullable(),
  recordedAt: instant.nullable(),
  recordedBy: userRefSchema.nullable(),
});
export type ExitItem = z.infer<typeof exitItemSchema>;

export const TIMELINE_EVENTS = [
  'started',
  'item.returned',
  'item.transferred',
  'item.missing',
  'item.damaged',
  'department.signed',
  'interview',
  'authority.signed',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const timelineEntrySchema = z.object({
  at: instant,
  event: z.enum(TIMELINE_EVENTS),
  by: userRefSchema.nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A ticket or request of the leaver's still open when the exit started. */
export const openTicketSchema = z.object({
  _id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
});
export type OpenTicket = z.infer<typeof openTicketSchema>;

export const exitSchema = z.object({
  ...exitSummaryFields,
  departments: z.array(exitDepartmentSchema),
  items: z.array(exitItemSchema),
  openTickets: z.array(openTicketSchema),
  authority: z
    .object({
      user: userRefSchema.nullable(),
      name: z.string().nullable(),
      signedAt: instant.nullable(),
    })
    .nullable(),
  timeline: z.array(timelineEntrySchema),
});
export type Exit = z.infer<typeof exitSchema>;

export const exitResponse = z.object({ type: z.literal('success'), exit: exitSchema });
export type ExitResponse = z.infer<typeof exitResponse>;

export const exitPageSchema = z.object({
  exits: z.array(exitSummarySchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type ExitPage = z.infer<typeof exitPageSchema>;

export const exitListResponse = exitPageSchema.extend({ type: z.literal('success') });
export type ExitListResponse = z.infer<typeof exitListResponse>;
