/**
 * IT's recovery of one exit item through the asset lifecycle: returned to stock (its tag
 * checked against a scanned one), transferred to a successor, or missing or damaged with a
 * charge and an incident where incident management is on. Its head or an administrator
 * records it, while the item is pending and IT has not signed.
 */
import type { Kysely, Updateable } from 'kysely';
import type { ItemOutcomeInput } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import { badField, forbidden, notFound } from '../../platform/http-errors';
import { lockAssetRows, type AssetDetailRow } from '../assets/detail.queries';
import { assignAsset, unassignAsset } from '../assets/assignments.service';
import { assertEmployee, changeState, stateConflict } from '../assets/lifecycle.service';
import { loadDeskSettings, type DeskSettings } from '../incidents/settings.queries';
import { insertTicket } from '../incidents/ticket-records.queries';
import type { ExitActor } from './access';
import { companyToday } from './company.queries';
import { loadExit } from './exit-record';
import { tasksOf, type ExitRow } from './exits.queries';
import { partsOf } from './exit-view';
import { findItem, updateItem } from './items.queries';
import { enforce, itemRefusal } from './state';

type ItemValues = Updateable<DB['exit_items']>;

interface Recovery {
  trx: Kysely<DB>;
  actor: ExitActor;
  exit: ExitRow;
  asset: AssetDetailRow;
  today: string;
  note: string | null;
  settings: DeskSettings | null;
}

type Outcome<K extends ItemOutcomeInput['outcome']> = Extract<ItemOutcomeInput, { outcome: K }>;

const lifecycleActor = (actor: ExitActor) => ({ companyId: actor.companyId, userId: actor.userId });

async function returned(r: Recovery, input: Outcome<'returned'>): Promise<ItemValues> {
  const { asset } = r;
  if (input.tag !== null && input.tag.toLowerCase() !== (asset.tag ?? '').toLowerCase())
    throw badField('tag', `This is not the tag of ${asset.name}`);
  await unassignAsset(r.trx, lifecycleActor(r.actor), asset, {
    date: r.today,
    note: r.note ?? 'Exit: returned',
  });
  return { condition: input.condition, data_wiped: true, scanned_tag: input.tag };
}

async function transferred(r: Recovery, input: Outcome<'transferred'>): Promise<ItemValues> {
  if (input.successorId === r.exit.employee_id)
    throw badField('successorId', 'The successor must be another employee');
  await assertEmployee(r.trx, r.actor.companyId, input.successorId, 'successorId');
  await assignAsset(r.trx, lifecycleActor(r.actor), r.asset, {
    employeeId: input.successorId,
    date: r.today,
    note: r.note ?? 'Exit: transferred to the successor',
  });
  return { successor_id: input.successorId };
}

async function lostOrDamaged(
  r: Recovery,
  input: Outcome<'missing'> | Outcome<'damaged'>,
): Promise<ItemValues> {
  const { asset, exit, note } = r;
  await changeState(r.trx, lifecycleActor(r.actor), asset, {
    to: input.outcome === 'missing' ? 'LOST' : 'DAMAGED',
    date: r.today,
    note: note ?? `Exit: ${input.outcome}`,
  });
  const values: ItemValues = { charge_amount: input.chargeAmount };
  if (!r.settings) return values;
  const title = `${asset.name}${asset.tag ? ` (${asset.tag})` : ''} ${input.outcome} at ${exit.employee_name}'s exit`;
  const description = [
    `Recorded during the exit of ${exit.employee_name} (${exit.employee_code}), last working day ${exit.last_working_day}.`,
    `Charge: ${input.chargeAmount.toFixed(2)}.`,
    note ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  values.incident_id = await insertTicket(
    r.trx,
    r.actor.companyId,
    r.actor.userId,
    {
      kind: 'incident',
      title,
      description,
      category: null,
      urgency: 3,
      impact: 3,
      assetId: asset.id,
      requestTypeId: null,
      requestFields: null,
    },
    r.settings,
    new Date(),
  );
  return values;
}

function recover(r: Recovery, input: ItemOutcomeInput): Promise<ItemValues> {
  switch (input.outcome) {
    case 'returned':
      return returned(r, input);
    case 'transferred':
      return transferred(r, input);
    case 'missing':
    case 'damaged':
      return lostOrDamaged(r, input);
  }
}

/** Records one item's recovery through the asset lifecycle, in the caller's transaction. */
export async function recordItem(
  trx: Kysely<DB>,
  actor: ExitActor,
  exitId: string,
  itemId: string,
  input: ItemOutcomeInput,
): Promise<void> {
  const incidents = actor.modules.includes('incident-management');
  const settings =
    incidents && (input.outcome === 'missing' || input.outcome === 'damaged')
      ? await loadDeskSettings(trx, actor.companyId)
      : null;
  await loadExit(trx, actor.companyId, exitId); // 404 for no such exit of the company
  const itemNow = async () => {
    const found = await findItem(trx, actor.companyId, exitId, itemId);
    if (!found) throw notFound('Exit item not found');
    return found;
  };
  // The asset's row before the exit's, in the order every assignment takes them
  // (holdings.service.ts): two such changes at once wait for each other, no deadlock.
  const [asset] = await lockAssetRows(trx, actor.companyId, [(await itemNow()).asset_id]);
  const exit = await loadExit(trx, actor.companyId, exitId, true);
  const item = await itemNow();
  const tasks = await tasksOf(trx, actor.companyId, [exitId]);
  // IT's task holds the recovery: its head or an administrator records it.
  const it = tasks.find((t) => t.key === 'it');
  if (!actor.isAdmin && it?.head_user_id !== actor.userId)
    throw forbidden("Only IT's head or an administrator records an item's recovery");
  enforce(itemRefusal(partsOf(exit, tasks, []), { outcome: item.outcome }));
  if (!asset) throw notFound('Asset not found');
  if (asset.state !== 'ASSIGNED' || asset.employee_id !== exit.employee_id)
    throw stateConflict('The asset is no longer assigned to the leaving employee');
  const today = await companyToday(trx, actor.companyId);
  const note = input.note ?? null;
  const values = await recover({ trx, actor, exit, asset, today, note, settings }, input);
  await updateItem(trx, actor.companyId, item.id, {
    ...values,
    outcome: input.outcome,
    note,
    recorded_by: actor.userId,
    recorded_at: new Date(),
  });
}
