/**
 * The assets a ticket may be about (the caller's own first, then any by tag, serial or
 * name), and one asset's tickets.
 */
import { z } from '../zod';
import { ASSET_STATES } from '../asset-states';
import { INCIDENTS_API } from './common';
import { ticketSummarySchema } from './tickets';

export const ASSETS_PATH = `${INCIDENTS_API}/assets`;
/** The same suggestions under the requests mount (it-services). */
export const REQUEST_ASSETS_PATH = `${INCIDENTS_API}/requests/assets`;
export const ASSET_TICKETS_PATH = `${INCIDENTS_API}/assets/:id/tickets`;

export const assetSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const pickableAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
  serialNumber: z.string().nullable(),
  state: z.enum(ASSET_STATES),
  make: z.string().nullable(),
  model: z.string().nullable(),
  /** Held by the caller. */
  mine: z.boolean(),
  openTickets: z.number(),
});
export type PickableAsset = z.infer<typeof pickableAssetSchema>;

export const pickableAssetsResponse = z.object({
  type: z.literal('success'),
  assets: z.array(pickableAssetSchema),
});

export const assetTicketsResponse = z.object({
  type: z.literal('success'),
  asset: z.object({
    _id: z.string(),
    name: z.string(),
    tag: z.string().nullable(),
    serialNumber: z.string().nullable(),
    state: z.enum(ASSET_STATES),
    make: z.string().nullable(),
    model: z.string().nullable(),
    updatedAt: z.string(),
  }),
  openTickets: z.number(),
  tickets: z.array(ticketSummarySchema),
});
export type AssetTicketsAnswer = z.infer<typeof assetTicketsResponse>;
export type AssetTickets = Omit<AssetTicketsAnswer, 'type'>;
/** What the asset detail's Tickets tab reads of the answer (it shows the asset already). */
export type AssetTicketsResponse = Omit<AssetTicketsAnswer, 'asset'>;
