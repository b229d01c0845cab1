/**
 * GET /assets/dashboard (counts by state, type and branch, warranties ending, the latest
 * activity) and the asset form's dropdowns (asset types, employees, purchase orders).
 * Warranty counts are cumulative from today and leave out DISPOSED assets; assets without a
 * type or branch count as 'Unspecified'.
 */
import { z } from '../zod';
import { ASSET_STATES } from './states';
import { assetActivitySchema } from './activity';
import { employeeRefSchema, success } from './fields';

const breakdownSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  count: z.number(),
});

export const assetDashboardSchema = z.object({
  total: z.number(),
  byState: z.array(z.object({ state: z.enum(ASSET_STATES), count: z.number() })),
  /**
   * Per type / branch; `_id` null for the assets without one ('Unspecified'). The list
   * shows each with `assetTypeId` / `officeId` = the id, or `none` for null.
   */
  byType: z.array(breakdownSchema),
  byBranch: z.array(breakdownSchema),
  /**
   * Warranties ending within 30/60/90 days from today (cumulative), today included; the
   * list's `warrantyEndsWithinDays=30|60|90` gives exactly those assets.
   */
  warrantyExpiring: z.object({ d30: z.number(), d60: z.number(), d90: z.number() }),
  recentActivity: z.array(assetActivitySchema),
});
export type AssetDashboard = z.infer<typeof assetDashboardSchema>;

export const assetDashboardResponse = assetDashboardSchema.extend({ type: z.literal('success') });
export type AssetDashboardResponse = z.infer<typeof assetDashboardResponse>;

export const assetTypesResponse = success({
  assetTypes: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AssetTypesResponse = z.infer<typeof assetTypesResponse>;

/** GET /company/employees/dropdown. */
export const employeesDropdownQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export type EmployeesDropdownQuery = z.input<typeof employeesDropdownQuerySchema>;

export const employeesDropdownResponse = success({ employees: z.array(employeeRefSchema) });
export type EmployeesDropdownResponse = z.infer<typeof employeesDropdownResponse>;

export const purchaseOrdersDropdownResponse = success({
  purchaseOrders: z.array(
    z.object({ _id: z.string(), invoiceId: z.string(), vendor: z.string().nullable() }),
  ),
});
export type PurchaseOrdersDropdownResponse = z.infer<typeof purchaseOrdersDropdownResponse>;
