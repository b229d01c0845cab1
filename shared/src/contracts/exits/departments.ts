/**
 * The company's list of exit departments (GET and PUT /exits/departments): read by whoever
 * reads exits, replaced whole by those who start them. `headUserId` signs the part (null:
 * only an administrator); the `manager` entry is signed by the leaving employee's manager,
 * and by `headUserId` (or an administrator) when the manager has no login. `nameKey`: the
 * default whose name the department carries (its name is then that default's, shown in each
 * reader's language), null for a name of the company's own; left out in a PUT, a department
 * keeps the one it had while its name is unchanged.
 */
import { z } from '../zod';
import {
  checklistItemSchema,
  DEPARTMENT_NAME_KEYS,
  departmentNaming,
  KEY_PATTERN,
  MANAGER_DEPARTMENT_KEY,
  userRefSchema,
} from './common';

export const DEPARTMENT_PATHS = { departments: '/exits/departments' } as const;

const KEY_MESSAGE = 'Use a-z, 0-9, - or _, starting with a letter';

const templateChecklistEntry = z.object({
  key: z.string().regex(KEY_PATTERN, KEY_MESSAGE),
  label: z.string().trim().min(1, 'Enter the item').max(200),
});

type DepartmentEntry = {
  key: string;
  name: string;
  checklist: { key: string }[];
};

/** The keys and names of the list are each used once, and the item keys once per department. */
function refineUnique(departments: DepartmentEntry[], ctx: z.RefinementCtx): void {
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
}

export const departmentTemplatesInput = z
  .object({
    departments: z
      .array(
        z.object({
          key: z.string().regex(KEY_PATTERN, KEY_MESSAGE),
          name: z.string().trim().min(1, 'Enter the department’s name').max(100),
          nameKey: z.enum(DEPARTMENT_NAME_KEYS).nullable().optional(),
          headUserId: z.guid().nullable().default(null),
          checklist: z.array(templateChecklistEntry).max(30).default([]),
        }),
      )
      .min(1, 'Keep at least one department')
      .max(20, 'At most 20 departments'),
  })
  .superRefine(({ departments }, ctx) => refineUnique(departments, ctx));
export type DepartmentTemplatesInput = z.infer<typeof departmentTemplatesInput>;
/** PUT /exits/departments: 400 `departments.<i>.key|name|headUserId`; new exits only. */
export type DepartmentTemplatesBody = z.input<typeof departmentTemplatesInput>;

/** One department of the company's list for new exits (`manager`: the employee's manager signs). */
export const departmentTemplateSchema = z.object({
  key: z.string(),
  ...departmentNaming,
  /** Who signs it; null: an administrator. */
  headUserId: z.string().nullable(),
  checklist: z.array(checklistItemSchema),
});
/**
 * A department as the list answers it and as a PUT sends it back (`nameKey` left out keeps
 * the saved one while the name is unchanged).
 */
export type DepartmentTemplate = Omit<z.infer<typeof departmentTemplateSchema>, 'nameKey'> & {
  nameKey?: z.infer<typeof departmentTemplateSchema>['nameKey'];
};

export const departmentSettingsSchema = z.object({
  departments: z.array(departmentTemplateSchema.extend({ head: userRefSchema.nullable() })),
  /** The company configured none: the default five apply. */
  isDefault: z.boolean(),
  defaults: z.array(departmentTemplateSchema.extend({ head: z.null() })),
  canEdit: z.boolean(),
  /** The company's active users, for an editor to pick a signer from. */
  signers: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
});
export type DepartmentSettings = z.infer<typeof departmentSettingsSchema>;

export const departmentSettingsResponse = departmentSettingsSchema.extend({
  type: z.literal('success'),
});
export type DepartmentSettingsResponse = z.infer<typeof departmentSettingsResponse>;
