/**
 * The shop's settings: the price limit above which Finance approves, and the IT and Finance
 * approvers, named, with the company's users an editor picks them from. An approver must be
 * an active user whose role may approve (shop_approval edit): anyone else's step would wait
 * for ever, so the picker offers only those and a save naming another is refused (400).
 */
import type { Kysely } from 'kysely';
import { isAllowed } from '@itam/shared/contracts';
import type { SettingsUser, ShopSettings, ShopSettingsBody } from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField } from '../../platform/http-errors';
import { SHOP_PERMISSIONS as P } from './access';
import {
  approverCandidates,
  saveSettings,
  shopSettings,
  userNames,
  userWithPolicies,
} from './settings.queries';

/** The settings with their approvers' names, for the screen that shows them. */
async function settingsOf(db: Kysely<DB>, companyId: string): Promise<ShopSettings> {
  const settings = await shopSettings(db, companyId);
  const ids = [settings.itApproverUserId, settings.financeApproverUserId].filter(
    (id): id is string => id !== null,
  );
  const users = await userNames(db, companyId, ids);
  const named = (id: string | null) => {
    const user = users.find((u) => u.id === id);
    return user ? { _id: user.id, name: user.name } : null;
  };
  return {
    ...settings,
    itApprover: named(settings.itApproverUserId),
    financeApprover: named(settings.financeApproverUserId),
  };
}

/** Refuses (400 naming the field) an approver who could never decide their step. */
async function assertApprover(db: Kysely<DB>, companyId: string, field: string, userId: string) {
  const found = await userWithPolicies(db, companyId, userId);
  if (!found) throw badField(field, 'No such user in your company', 'SHOP_UNKNOWN_USER');
  // A deactivated user cannot sign in to decide: their step would wait for ever.
  if (!found.active)
    throw badField(field, 'This user is deactivated: choose an active user', 'SHOP_USER_INACTIVE');
  if (!isAllowed(found.policies, P.approve))
    throw badField(
      field,
      'This user’s role may not approve shop orders: choose someone whose role may',
      'SHOP_APPROVER_CANNOT_APPROVE',
    );
}

export async function getSettings(db: Kysely<DB>, caller: Caller) {
  return { type: 'success' as const, settings: await settingsOf(db, caller.companyId) };
}

export async function searchUsers(db: Kysely<DB>, caller: Caller, search?: string) {
  const rows = await approverCandidates(db, caller.companyId, search);
  const users: SettingsUser[] = rows.map((u) => ({ _id: u.id, name: u.name, email: u.email }));
  return { type: 'success' as const, users };
}

export async function updateSettings(db: Kysely<DB>, caller: Caller, input: ShopSettingsBody) {
  for (const field of ['itApproverUserId', 'financeApproverUserId'] as const) {
    const userId = input[field];
    if (userId) await assertApprover(db, caller.companyId, field, userId);
  }
  await saveSettings(db, caller.companyId, input);
  return getSettings(db, caller);
}
