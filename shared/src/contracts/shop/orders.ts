/**
 * Shop orders: placing the cart (for oneself or on behalf of an employee, with a business
 * reason), the caller's orders and every order (fulfilment, administrators), the approvers'
 * queue and their decisions, cancelling, and the side menu's counts.
 */
import { z } from '../zod';
import { PURCHASE_ORDER_STATUSES } from '../organisation-api';
import {
  idParams,
  instant,
  ITEM_STATUSES,
  namedRef,
  optionalText,
  ORDER_STATUSES,
  pagingQuery,
  PRODUCT_KINDS,
  STEP_DECISIONS,
  STEP_KINDS,
} from './common';
import { REASON_MAX } from './cart';

export const ORDER_PATHS = {
  orders: '/shop/orders',
  order: '/shop/orders/:id',
  cancel: '/shop/orders/:id/cancel',
  approve: '/shop/orders/:id/approve',
  reject: '/shop/orders/:id/reject',
  approvals: '/shop/approvals',
  menuCounts: '/shop/menu-counts',
} as const;

export const orderParams = idParams;

export const placeOrderInput = z.object({
  /** Absent or null: for oneself. */
  employeeId: z
    .guid()
    .nullish()
    .transform((v) => v ?? null),
  businessReason: z.string().trim().min(1, 'Give the business reason').max(REASON_MAX),
});
export type PlaceOrderBody = z.input<typeof placeOrderInput>;
export type PlaceOrderInput = z.output<typeof placeOrderInput>;

export const orderListQuery = z.object({
  /** mine: placed by or for the caller; all: every order (fulfilment and administrators). */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(ORDER_STATUSES).optional(),
  ...pagingQuery,
});
export type OrderListQuery = z.output<typeof orderListQuery>;

export const approvalQueueQuery = z.object({ ...pagingQuery });

/** An approval's comment is optional; the body may be absent. */
export const approveInput = z.object({ comment: optionalText(2000) }).default({ comment: null });
export const rejectInput = z.object({
  comment: z.string().trim().min(1, 'Say why the order is rejected').max(2000),
});
export type DecisionBody = z.input<typeof rejectInput>;

export const orderStepSchema = z.object({
  _id: z.string(),
  kind: z.enum(STEP_KINDS),
  approver: namedRef.nullable(),
  decision: z.enum(STEP_DECISIONS),
  decidedBy: namedRef.nullable(),
  decidedAt: instant.nullable(),
  comment: z.string().nullable(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

export const orderLineSchema = z.object({
  _id: z.string(),
  lineNo: z.number(),
  product: z.object({ _id: z.string(), name: z.string(), kind: z.enum(PRODUCT_KINDS) }),
  unitPricePaise: z.number(),
  quantity: z.number(),
  totalPaise: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  lineId: z.string(),
  assetType: namedRef.nullable(),
  model: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  asset: z
    .object({
      _id: z.string(),
      name: z.string(),
      tag: z.string().nullable(),
      /** The asset's state (one of ASSET_STATES), as the remote reads it: text. */
      state: z.string(),
    })
    .nullable(),
  purchaseOrder: z
    .object({ _id: z.string(), invoiceId: z.string(), status: z.enum(PURCHASE_ORDER_STATUSES) })
    .nullable(),
  reservedAt: instant.nullable(),
  handedOverAt: instant.nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  employee: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  requester: namedRef.nullable(),
  /** Placed by someone other than the employee it is for. */
  onBehalf: z.boolean(),
  businessReason: z.string(),
  totalPaise: z.number(),
  placedAt: instant,
  approvedAt: instant.nullable(),
  completedAt: instant.nullable(),
  closedAt: instant.nullable(),
  /** The step awaiting a decision (null unless awaiting approval). */
  currentStep: z.enum(STEP_KINDS).nullable(),
  steps: z.array(orderStepSchema),
  lines: z.array(orderLineSchema),
  items: z.array(orderItemSchema),
  /** What the caller may do with it now. */
  can: z.object({ decide: z.boolean(), cancel: z.boolean(), fulfil: z.boolean() }),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponse = z.object({ type: z.literal('success'), order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponse>;

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
export const orderPageResponse = orderPageSchema.extend({ type: z.literal('success') });
export type OrderPageResponse = z.infer<typeof orderPageResponse>;

/** The side menu's counts: each only for a caller who may act on it. */
export const menuCountsResponse = z.object({
  type: z.literal('success'),
  counts: z.object({ approvals: z.number().optional(), fulfilment: z.number().optional() }),
});
export type MenuCountsResponse = z.infer<typeof menuCountsResponse>;
export type MenuCounts = z.infer<typeof menuCountsResponse>['counts'];
