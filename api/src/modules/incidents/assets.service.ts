/** The assets a ticket may be about, and an asset's tickets (the asset detail's Tickets tab). */
import type { AssetTickets, PickableAsset } from '@itam/shared/contracts/incidents';
import type { DeskContext } from './context';
import type { Caller } from '../../platform/access';
import { notFound } from '../../platform/http-errors';
import { isoOf } from '../../platform/wire';
import { deskActorOf } from './access';
import { assetTickets, findAsset, suggestAssets } from './assets.queries';
import { toTicketSummary } from './ticket-records.queries';

type AssetState = PickableAsset['state'];

export async function pickableAssets(
  { db }: DeskContext,
  caller: Caller,
  query: { search?: string; limit: number },
): Promise<PickableAsset[]> {
  const rows = await suggestAssets(db, deskActorOf(caller), query.search, query.limit);
  return rows.map((a) => ({
    _id: a.id,
    name: a.name,
    tag: a.tag,
    serialNumber: a.serial_number,
    state: a.state as AssetState,
    make: a.make,
    model: a.model,
    mine: a.mine,
    openTickets: a.open_tickets,
  }));
}

export async function ticketsOfAsset(
  { db }: DeskContext,
  caller: Caller,
  id: string,
): Promise<AssetTickets> {
  const actor = deskActorOf(caller);
  const asset = await findAsset(db, actor.companyId, id);
  if (!asset) throw notFound('Asset not found');
  const { tickets, openTickets } = await assetTickets(db, actor, id);
  return {
    asset: {
      _id: asset.id,
      name: asset.name,
      tag: asset.tag,
      serialNumber: asset.serial_number,
      state: asset.state as AssetState,
      make: asset.make,
      model: asset.model,
      updatedAt: isoOf(asset.updated_at),
    },
    openTickets,
    tickets: tickets.map(toTicketSummary),
  };
}
