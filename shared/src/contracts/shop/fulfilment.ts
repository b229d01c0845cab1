/**
 * IT's fulfilment of an approved order, unit by unit: the available assets for a unit,
 * reserving one, raising a purchase order, handing over (optionally by the scanned tag; the
 * last hand-over completes the order). Each change answers the order after it.
 */
import { z } from '../zod';
import { idParams, optionalText } from './common';

export const FULFILMENT_PATHS = {
  stock: '/shop/orders/:id/items/:itemId/stock',
  reserve: '/shop/orders/:id/items/:itemId/reserve',
  purchaseOrder: '/shop/orders/:id/items/:itemId/purchase-order',
  handOver: '/shop/orders/:id/items/:itemId/hand-over',
  complete: '/shop/orders/:id/complete',
} as const;

export const itemParams = idParams.extend({ itemId: z.guid() });

export const reserveInput = z.object({ assetId: z.guid() });
export type ReserveBody = z.input<typeof reserveInput>;

export const purchaseOrderInput = z.object({
  invoiceId: z.string().trim().min(1, 'Enter the purchase order number').max(60),
  vendor: z.string().trim().min(1, 'Enter the vendor').max(200),
  orderDate: z.iso.date().optional(),
  /** Rupees per unit, as purchase orders keep them. */
  unitPrice: z.number().min(0).max(100_000_000).multipleOf(0.01),
  /**
   * Raise it though a matching asset is in stock (the screen asks first): without it, the
   * server refuses with 409 SHOP_MATCHING_IN_STOCK, as IT buys only what it cannot reserve.
   */
  force: z.boolean().default(false),
});
export type PurchaseOrderBody = z.input<typeof purchaseOrderInput>;

/** The body may be absent: no tag, the company's today. */
export const handOverInput = z
  .object({
    /** The scanned tag: it must be the reserved asset's, or picks the asset to reserve. */
    tag: optionalText(100),
    date: z.iso.date().optional(),
  })
  .default({ tag: null });
export type HandOverBody = z.input<typeof handOverInput>;

export const stockAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
  model: z.string().nullable(),
});
export type StockAsset = z.infer<typeof stockAssetSchema>;

export const itemStockSchema = z.object({
  /** The available assets of the item's type, its model first (50 at most). */
  assets: z.array(stockAssetSchema),
  /** How many available assets are of the item's type and model: IT reserves, not buys, then. */
  matching: z.number(),
});
export type ItemStock = z.infer<typeof itemStockSchema>;
export const itemStockResponse = itemStockSchema.extend({ type: z.literal('success') });
export type ItemStockResponse = z.infer<typeof itemStockResponse>;
