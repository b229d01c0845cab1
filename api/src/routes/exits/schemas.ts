/** Request bodies and query strings of employee exits and onboarding (zod: a 400 names the field). */
import { z } from 'zod';
import { isoDateSchema } from '@itam/shared/schemas';
import { DEPARTMENT_NAME_KEYS, RETURN_CONDITIONS } from '../../db/schema-exits';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const exitIdParamsSchema = z.object({ id: z.guid() });
export const departmentParamsSchema = z.object({
  id: z.guid(),
  key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
});
export const itemParamsSchema = z.object({ id: z.guid(), itemId: z.guid() });

export const startExitSchema = z.object({
  employeeId: z.guid(),
  lastWorkingDay: isoDateSchema,
  reason: z.string().trim().min(1, 'Enter the reason').max(500),
});

export const EXIT_LIST_STATUSES = ['started', 'cleared', 'completed', 'overdue'] as const;

export const exitListQuerySchema = z.object({
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
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const signDepartmentSchema = z.object({ comment: optionalText(2000) });

const note = optionalText(2000);
const money = z.number().min(0).max(10_000_000).multipleOf(0.01);

/** One item's recovery, by its outcome. */
export const itemOutcomeSchema = z.discriminatedUnion('outcome', [
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
export type ItemOutcomeInput = z.infer<typeof itemOutcomeSchema>;

/** The drawn signature: a PNG, as a data URL or plain base64. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

export const authoritySignSchema = z.object({
  name: z.string().trim().min(1, 'Enter the signer’s name').max(200),
  signature: z
    .string()
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, 'The signature image is too large'),
});

/** The exit interview's questions (the browser translates them by key). */
export const interviewSchema = z.object({
  answers: z.object({
    reasonForLeaving: z.string().trim().min(1, 'Answer this question').max(2000),
    /** How the employee rates working here, 1-5. */
    rating: z.number().int().min(1).max(5),
    wouldRecommend: z.boolean(),
    wouldReturn: z.boolean(),
    comments: optionalText(4000),
  }),
});

const checklistEntry = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  label: z.string().trim().min(1).max(200),
});

export const startOnboardingSchema = z.object({
  employeeId: z.guid(),
  joiningDate: isoDateSchema,
  assetIds: z.array(z.guid()).min(1, 'Reserve at least one asset').max(20),
  checklist: z.array(checklistEntry).max(30).optional(),
});

export const onboardingListQuerySchema = z.object({
  status: z.enum(['reserved', 'started']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The department whose part the leaving employee's manager signs (exit_department_templates). */
export const MANAGER_DEPARTMENT_KEY = 'manager';

const templateChecklistEntry = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Use a-z, 0-9, - or _, starting with a letter'),
  label: z.string().trim().min(1, 'Enter the item').max(200),
});

/**
 * The company's list of exit departments, in order (PUT /api/exits/departments). `headUserId`
 * signs the part (null: only an administrator); the `manager` entry is signed by the leaving
 * employee's manager, and by `headUserId` (or an administrator) when the manager has no login.
 * `nameKey`: the default whose name the department carries (its name is then that default's,
 * shown in each reader's language), null for a name of the company's own; left out, a
 * department keeps the one it had while its name is unchanged.
 */
export const departmentTemplatesSchema = z
  .object({
    departments: z
      .array(
        z.object({
          key: z
            .string()
            .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Use a-z, 0-9, - or _, starting with a letter'),
          name: z.string().trim().min(1, 'Enter the department’s name').max(100),
          nameKey: z.enum(DEPARTMENT_NAME_KEYS).nullable().optional(),
          headUserId: z.guid().nullable().default(null),
          checklist: z.array(templateChecklistEntry).max(30).default([]),
        }),
      )
      .min(1, 'Keep at least one department')
      .max(20, 'At most 20 departments'),
  })
  .superRefine(({ departments }, ctx) => {
    const keys = new Set<string>();
    const names = new Set<string>();
    departments.forEach((d, i) => {
      if (keys.has(d.key))
        ctx.addIssue({
          code: 'custom',
          path: ['departments', i, 'key'],
          message:
            d.key === MANAGER_DEPARTMENT_KEY
              ? 'The manager’s part is listed once'
              : 'Another department has this key',
        });
      keys.add(d.key);
      const name = d.name.toLocaleLowerCase();
      if (names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['departments', i, 'name'],
          message: 'Another department has this name',
        });
      names.add(name);
      const items = new Set<string>();
      d.checklist.forEach((c, j) => {
        if (items.has(c.key))
          ctx.addIssue({
            code: 'custom',
            path: ['departments', i, 'checklist', j, 'key'],
            message: 'Another item has this key',
          });
        items.add(c.key);
      });
    });
  });
export type DepartmentTemplatesInput = z.infer<typeof departmentTemplatesSchema>;
