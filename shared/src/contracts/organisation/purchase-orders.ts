/** Purchase orders: the list, one with its lines, invoice and received assets, receiving. */
import { z } from '../zod';
import { branchRefSchema, namedRefSchema, optionalId, paging } from './common';
import { PURCHASE_ORDER_STATUSES } from './constants';
import { companyFileRefSchema } from './files';

const money = () => z.number().finite().min(0).max(999_999_999_999.99);

export const purchaseOrderInputSchema = z.object({
  invoiceId: z.string().trim().min(1).max(60),
  vendor: z.string().trim().min(1).max(200),
  orderDate: z.iso.date(),
  branchId: optionalId(),
  invoiceFileId: optionalId(),
  lines: z
    .array(
      z.object({
        assetTypeId: z.guid(),
        model: z.string().trim().min(1).max(100),
        quantity: z.number().int().min(1).max(1000),
        unitPrice: money(),
      }),
    )
    .min(1)
    .max(100),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

export const purchaseOrderListQuerySchema = z.object({
  ...paging,
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderReceiveSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.guid(), quantity: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(100),
});
export type PurchaseOrderReceiveRequest = z.input<typeof purchaseOrderReceiveSchema>;

export const purchaseOrderLineSchema = z.object({
  _id: z.string(),
  lineNo: z.number(),
  assetType: namedRefSchema,
  model: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  receivedQuantity: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSummarySchema = z.object({
  _id: z.string(),
  invoiceId: z.string(),
  vendor: z.string().nullable(),
  orderDate: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  amount: z.number().nullable(),
  branch: branchRefSchema.nullable(),
  lineCount: z.number(),
  quantity: z.number(),
  receivedQuantity: z.number(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderDetailSchema = purchaseOrderSummarySchema.extend({
  lines: z.array(purchaseOrderLineSchema),
  invoiceFile: companyFileRefSchema.nullable(),
  /** The assets received on this order (newest first, at most 200). */
  assets: z.array(z.object({ _id: z.string(), name: z.string(), tag: z.string().nullable() })),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const purchaseOrdersResponse = z.object({
  type: z.literal('success'),
  purchaseOrders: z.array(purchaseOrderSummarySchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type PurchaseOrdersResponse = z.infer<typeof purchaseOrdersResponse>;

export const purchaseOrderResponse = z.object({
  type: z.literal('success'),
  purchaseOrder: purchaseOrderDetailSchema,
});
export type PurchaseOrderResponse = z.infer<typeof purchaseOrderResponse>;
