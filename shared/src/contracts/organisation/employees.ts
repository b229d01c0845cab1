/** The company's employees: the list with search and paging, one with their assets, writes. */
import { z } from '../zod';
import {
  branchRefSchema,
  email,
  namedRefSchema,
  optionalDate,
  optionalId,
  optionalText,
  paging,
  phone,
} from './common';

export const employeeListQuerySchema = z.object({
  ...paging,
  search: z.string().trim().max(100).optional(),
  branchId: z.guid().optional(),
  departmentId: z.guid().optional(),
  status: z.enum(['active', 'inactive', 'all']).default('active'),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Use letters, digits, dots, slashes, dashes'),
  name: z.string().trim().min(1).max(120),
  email: z
    .union([z.literal(''), email()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  phone: phone(),
  /** The department's name: an unknown one is created. */
  department: optionalText(100),
  branchId: optionalId(),
  managerId: optionalId(),
  joiningDate: optionalDate(),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeInputParsed = z.infer<typeof employeeInputSchema>;

export const employeeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  department: namedRefSchema.nullable(),
  branch: branchRefSchema.nullable(),
  manager: z.object({ _id: z.string(), code: z.string(), name: z.string() }).nullable(),
  joiningDate: z.string().nullable(),
  active: z.boolean(),
  assetCount: z.number(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeDetailSchema = employeeSchema.extend({
  assets: z.array(
    z.object({ _id: z.string(), name: z.string(), tag: z.string().nullable(), state: z.string() }),
  ),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

export const employeesResponse = z.object({
  type: z.literal('success'),
  employees: z.array(employeeSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type EmployeesResponse = z.infer<typeof employeesResponse>;

export const employeeResponse = z.object({
  type: z.literal('success'),
  employee: employeeDetailSchema,
});
export type EmployeeResponse = z.infer<typeof employeeResponse>;

export const departmentsResponse = z.object({
  type: z.literal('success'),
  departments: z.array(namedRefSchema),
});
export type DepartmentsResponse = z.infer<typeof departmentsResponse>;
