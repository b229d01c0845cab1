/**
 * Pre-employee onboarding (`on_exit`, module asset-management), the reverse of an exit: a
 * joiner's checklist that reserves in-stock assets for the joining date, and "start day one",
 * which assigns every reserved asset to the joiner through the asset lifecycle, dated the
 * joining day. Day one is an explicit call, not a side effect of reading: a read never
 * changes assets, and whoever welcomes the joiner confirms the hand-over (it is refused
 * before the joining date).
 */
import type { Kysely } from 'kysely';
import type {
  Onboarding,
  OnboardingListFilter,
  OnboardingListResponse,
  StartOnboardingInput,
} from '@itam/shared/contracts/exits';
import type { AssetState } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import type { ChecklistEntry } from '../../db/schema-exits';
import { badField, conflict, notFound } from '../../platform/http-errors';
import { iso, isoOf } from '../../platform/wire';
import { lockAssetRows } from '../assets/detail.queries';
import { assignAsset } from '../assets/assignments.service';
import { assertEmployee } from '../assets/lifecycle.service';
import { reservationsOf, reservedConflict } from '../assets/reservations.queries';
import type { ExitActor } from './access';
import { companyToday } from './company.queries';
import {
  assetsOf,
  findOnboarding,
  insertOnboarding,
  lockOnboarding,
  markStarted,
  onboardingPage,
  reservedAssetIds,
  reservedOnboardingOf,
  type OnboardingAssetRow,
  type OnboardingRow,
} from './onboarding.queries';

export const ONBOARDING_NOT_FOUND = 'Onboarding not found';

export const DEFAULT_ONBOARDING_CHECKLIST: ChecklistEntry[] = [
  { key: 'accounts', label: 'Accounts and email created' },
  { key: 'assets', label: 'Reserved assets handed over' },
  { key: 'id_card', label: 'ID and access cards issued' },
];

function toOnboarding(row: OnboardingRow, assets: OnboardingAssetRow[], today: string): Onboarding {
  return {
    _id: row.id,
    employee: { _id: row.employee_id, id: row.employee_code, name: row.employee_name },
    joiningDate: row.joining_date,
    checklist: row.checklist,
    status: row.status,
    /** The joining day has come and the assets are still to be handed over. */
    due: row.status === 'reserved' && today >= row.joining_date,
    startedAt: iso(row.started_at),
    createdAt: isoOf(row.created_at),
    assets: assets
      .filter((a) => a.onboarding_id === row.id)
      .map((a) => ({
        _id: a.asset_id,
        name: a.name,
        tag: a.tag,
        state: a.state as AssetState,
        assignedAt: iso(a.assigned_at),
      })),
  };
}

export async function onboardingDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<Onboarding> {
  const row = await findOnboarding(db, companyId, id);
  if (!row) throw notFound(ONBOARDING_NOT_FOUND);
  const [assets, today] = await Promise.all([
    assetsOf(db, companyId, [id]),
    companyToday(db, companyId),
  ]);
  return toOnboarding(row, assets, today);
}

/** A page of the company's onboardings, latest joining date first. */
export async function listOnboardings(
  db: Kysely<DB>,
  companyId: string,
  query: OnboardingListFilter,
): Promise<OnboardingListResponse> {
  const [{ rows, total }, today] = await Promise.all([
    onboardingPage(db, companyId, query),
    companyToday(db, companyId),
  ]);
  const assets = await assetsOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return {
    type: 'success',
    onboardings: rows.map((r) => toOnboarding(r, assets, today)),
    total,
    pageNumber: query.pageNumber,
    limit: query.limit,
  };
}

/** Each asset in stock and reserved for no one (a shop order, another joiner), or refused. */
async function assertReservable(trx: Kysely<DB>, companyId: string, ids: string[]): Promise<void> {
  const rows = await lockAssetRows(trx, companyId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Set aside already, for another joiner or a shop order: refused.
  const taken = await reservationsOf(trx, companyId, ids);
  ids.forEach((assetId, i) => {
    const row = byId.get(assetId);
    if (!row) throw badField(`assetIds.${i}`, 'No such asset');
    if (row.state !== 'IN_INVENTORY')
      throw conflict(`${row.name} is not in stock (${row.state})`, { field: `assetIds.${i}` });
    const reservation = taken.get(assetId);
    if (reservation) throw reservedConflict(row.name, reservation, `assetIds.${i}`);
  });
}

/** A joiner's onboarding, its assets reserved for the joining date. */
export async function startOnboarding(
  db: Kysely<DB>,
  actor: ExitActor,
  input: StartOnboardingInput,
): Promise<Onboarding> {
  const assetIds = [...new Set(input.assetIds)];
  const id = await db.transaction().execute(async (trx) => {
    await assertEmployee(trx, actor.companyId, input.employeeId);
    await assertReservable(trx, actor.companyId, assetIds);
    if (await reservedOnboardingOf(trx, actor.companyId, input.employeeId))
      throw conflict('This joiner already has an onboarding in progress', { field: 'employeeId' });
    return insertOnboarding(trx, {
      companyId: actor.companyId,
      employeeId: input.employeeId,
      joiningDate: input.joiningDate,
      checklist: input.checklist ?? DEFAULT_ONBOARDING_CHECKLIST,
      createdBy: actor.userId,
      assetIds,
    });
  });
  return onboardingDetail(db, actor.companyId, id);
}

/** Day one: every reserved asset assigned to the joiner, dated the joining day. */
export async function startDayOne(
  db: Kysely<DB>,
  actor: ExitActor,
  id: string,
): Promise<Onboarding> {
  await db.transaction().execute(async (trx) => {
    const onboarding = await lockOnboarding(trx, actor.companyId, id);
    if (!onboarding) throw notFound(ONBOARDING_NOT_FOUND);
    if (onboarding.status === 'started') throw conflict('Day one has already started');
    const today = await companyToday(trx, actor.companyId);
    if (today < onboarding.joining_date)
      throw conflict(`Day one is ${onboarding.joining_date}`, { field: 'joiningDate' });
    const rows = await lockAssetRows(
      trx,
      actor.companyId,
      await reservedAssetIds(trx, actor.companyId, id),
    );
    for (const row of rows) {
      if (row.state !== 'IN_INVENTORY')
        throw conflict(`${row.name} is no longer in stock (${row.state})`, { field: 'assetIds' });
      await assignAsset(
        trx,
        { companyId: actor.companyId, userId: actor.userId },
        row,
        {
          employeeId: onboarding.employee_id,
          date: onboarding.joining_date,
          note: 'Onboarding: day one',
        },
        { fulfilsReservation: true },
      );
    }
    await markStarted(trx, actor.companyId, id, new Date());
  });
  return onboardingDetail(db, actor.companyId, id);
}
