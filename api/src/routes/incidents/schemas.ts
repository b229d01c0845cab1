/** Request bodies and query strings of the service desk (zod: a 400 names the field). */
import { z } from 'zod';
import { TICKET_ACTIONS, TICKET_STATUSES } from '../../services/incidents/transitions';
import { TICKET_KINDS } from '../../services/incidents/tickets';

const level = z.number().int().min(1).max(5);
const queryLevel = z.coerce.number().int().min(1).max(5);
const text = (max: number) => z.string().trim().min(1).max(max);

/** A comma list or repeated query parameter of items. */
function listOf<T extends z.ZodType<string, string>>(item: T, max: number) {
  return z
    .union([z.string().max(max * 40), z.array(z.string().max(40)).max(max * 2)])
    .optional()
    .transform((v) => {
      const list = (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length ? [...new Set(list)] : undefined;
    })
    .pipe(z.array(item).max(max).optional());
}

export const idParamsSchema = z.object({ id: z.guid() });
/** A ticket's number as the desk writes it: `INC-000123`, `SR-45` (any case, zeros optional). */
export const numberParamsSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^(INC|SR|FB)-?\d{1,9}$/i, 'Must be a ticket number like INC-000123 or SR-000045'),
});
export const attachmentParamsSchema = z.object({ id: z.guid(), attachmentId: z.guid() });

export const createTicketSchema = z.object({
  kind: z.enum(['incident', 'feedback']).default('incident'),
  title: text(200),
  description: z.string().trim().max(10_000).default(''),
  category: z.string().trim().max(100).nullish(),
  urgency: level.default(3),
  impact: level.default(3),
  assetId: z.guid().nullish(),
});

export const createRequestSchema = z.object({
  requestTypeId: z.guid(),
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(10_000).default(''),
  urgency: level.default(3),
  impact: level.default(3),
  assetId: z.guid().nullish(),
  fields: z.record(z.string().max(40), z.unknown()).default({}),
});

export const updateTicketSchema = z
  .object({
    title: text(200).optional(),
    description: z.string().trim().max(10_000).optional(),
    category: z.string().trim().max(100).nullish(),
    urgency: level.optional(),
    impact: level.optional(),
    assetId: z.guid().nullish(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });

export const SORTS = ['newest', 'oldest', 'priority', 'due', 'updated'] as const;

export const listQuerySchema = z.object({
  status: listOf(z.enum(TICKET_STATUSES), TICKET_STATUSES.length),
  priority: listOf(z.enum(['1', '2', '3', '4', '5']), 5),
  kind: listOf(z.enum(TICKET_KINDS), TICKET_KINDS.length),
  /** An agent's id, `me` or `none` (unassigned). */
  assigneeId: z.union([z.guid(), z.enum(['me', 'none'])]).optional(),
  assetId: z.guid().optional(),
  breached: z.enum(['true', 'false']).optional(),
  /** `mine`: the caller's own tickets, also for an agent. */
  scope: z.enum(['all', 'mine']).default('all'),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  /** The `nextCursor` of the previous page (sort `newest` only): keyset paging. */
  cursor: z.string().max(200).optional(),
  withTotal: z.enum(['true', 'false']).default('true'),
});

export const transitionSchema = z.object({
  action: z.enum(TICKET_ACTIONS),
  comment: z.string().trim().max(10_000).optional(),
});

export const assignSchema = z.object({ assigneeId: z.guid().nullable() });
export const bulkAssignSchema = z.object({
  ids: z.array(z.guid()).min(1).max(500),
  assigneeId: z.guid().nullable(),
});

export const messageSchema = z.object({
  body: text(10_000),
  visibility: z.enum(['public', 'internal']).default('public'),
});

export const attachmentQuerySchema = z.object({
  fileName: text(200).refine(
    (v) => !/[/\\]/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32),
    'Must be a plain file name',
  ),
  internal: z.enum(['true', 'false']).default('false'),
});

export const matrixSchema = z.object({
  matrix: z.array(z.array(level).length(5)).length(5),
});

export const slaTargetsSchema = z.object({
  targets: z
    .array(
      z.object({
        priority: level,
        firstResponseMinutes: z.number().int().min(1).max(525_600),
        resolutionMinutes: z.number().int().min(1).max(525_600),
      }),
    )
    .length(5)
    .refine((list) => new Set(list.map((t) => t.priority)).size === 5, {
      message: 'Must give each priority from 1 to 5 once',
    }),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Must be a time HH:MM');

export const calendarSchema = z.object({
  workDays: z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .max(7)
    .refine((d) => new Set(d).size === d.length, { message: 'Must not repeat a day' }),
  workStart: clockTime,
  workEnd: clockTime,
  holidays: z
    .array(
      z.object({
        date: z.iso.date(),
        name: text(100),
      }),
    )
    .max(366)
    .superRefine((list, ctx) => {
      // A repeated day names the later entry and the first one with that day.
      const first = new Map<string, number>();
      list.forEach((h, i) => {
        const earlier = first.get(h.date);
        if (earlier === undefined) first.set(h.date, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'date'],
            message: `${h.date} is already a holiday (${list[earlier]!.name})`,
          });
      });
    }),
});

const fieldKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Must be lower-case letters, digits or _');

export const requestTypesSchema = z.object({
  types: z
    .array(
      z.object({
        key: z
          .string()
          .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Must be lower-case letters, digits, - or _'),
        name: text(100),
        description: z.string().trim().max(500).nullish(),
        active: z.boolean().default(true),
        fields: z
          .array(
            z
              .object({
                key: fieldKey,
                label: text(100),
                type: z.enum(['text', 'textarea', 'number', 'date', 'select']),
                required: z.boolean().default(false),
                options: z.array(text(100)).min(1).max(50).optional(),
              })
              .refine((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0, {
                message: 'A select field needs options',
                path: ['options'],
              }),
          )
          .max(30)
          .refine((f) => new Set(f.map((x) => x.key)).size === f.length, {
            message: 'Must not repeat a field key',
          }),
      }),
    )
    .max(100)
    .refine((t) => new Set(t.map((x) => x.key)).size === t.length, {
      message: 'Must not repeat a type key',
    }),
});

export const surveyQuestionsSchema = z.object({
  questions: z.array(z.object({ text: text(300), kind: z.enum(['rating', 'text']) })).max(10),
});

export const surveyAnswerSchema = z.object({
  rating: level,
  comment: z.string().trim().max(2000).optional(),
  answers: z
    .array(
      z.object({
        questionId: z.guid(),
        rating: level.optional(),
        answer: z.string().trim().max(1000).optional(),
      }),
    )
    .max(10)
    .default([]),
});

export const assetSearchSchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const reportQuerySchema = z.object({
  priority: queryLevel.optional(),
});
