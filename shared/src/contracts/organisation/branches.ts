/** The company's branches (locations): the list with what uses each, create, edit, delete. */
import { z } from '../zod';
import { locationSchema } from '../wire';
import { optionalText } from './common';

export const branchInputSchema = z.object({
  branchId: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Use letters, digits, dots, dashes and underscores'),
  name: z.string().trim().min(1).max(120),
  city: optionalText(100),
  address: optionalText(500),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = z.object({
  _id: z.string(),
  branchId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  assetCount: z.number(),
  employeeCount: z.number(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchesResponse = z.object({
  type: z.literal('success'),
  branches: z.array(branchSchema),
});
export type BranchesResponse = z.infer<typeof branchesResponse>;

export const branchResponse = z.object({ type: z.literal('success'), branch: branchSchema });
export type BranchResponse = z.infer<typeof branchResponse>;

/** GET /company/locations/dropdown: the company's branches for pickers. */
export const locationsDropdownResponse = z.object({
  type: z.literal('success'),
  locations: z.array(locationSchema),
});
