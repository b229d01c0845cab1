/**
 * The company's list of exit departments: read by whoever reads exits, replaced whole by
 * those who start them (`on_exit exit create`, administrators have it). A new exit copies
 * the list into its own tasks when it starts (exit-start.service.ts), so a change reaches
 * only exits started afterwards. No rows: the default five (DEFAULT_DEPARTMENTS). A
 * department under a default's name carries its `nameKey` (the browser translates the name
 * by it); renaming one makes the name the company's own.
 */
import type { Kysely } from 'kysely';
import type {
  DepartmentSettingsResponse,
  DepartmentTemplatesInput,
} from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import type { DepartmentNameKey } from '../../db/schema-exits';
import { badField } from '../../platform/http-errors';
import { DEFAULT_DEPARTMENTS } from './default-departments';
import {
  activeUserIds,
  lockCompany,
  replaceTemplateRows,
  signersOf,
  templateRows,
} from './departments.queries';

async function templatesOf(db: Kysely<DB>, companyId: string) {
  const rows = await templateRows(db, companyId);
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    nameKey: r.name_key,
    headUserId: r.head_user_id,
    head: r.head_user_id ? { _id: r.head_user_id, name: r.head_name ?? '' } : null,
    checklist: r.checklist.map((c) => ({ key: c.key, label: c.label })),
  }));
}

const defaults = () =>
  DEFAULT_DEPARTMENTS.map((d) => ({
    key: d.key,
    name: d.name,
    nameKey: d.key as DepartmentNameKey | null,
    headUserId: null,
    head: null,
    checklist: d.checklist.map((c) => ({ key: c.key, label: c.label })),
  }));

/** The list as the settings screen reads it; the signers only for an editor. */
export async function departmentSettings(
  db: Kysely<DB>,
  companyId: string,
  canEdit: boolean,
): Promise<DepartmentSettingsResponse> {
  const own = await templatesOf(db, companyId);
  const signers = canEdit ? await signersOf(db, companyId) : [];
  return {
    type: 'success',
    departments: own.length ? own : defaults(),
    isDefault: own.length === 0,
    defaults: defaults(),
    canEdit,
    signers: signers.map((u) => ({ _id: u.id, name: u.name, email: u.email })),
  };
}

type DepartmentInput = DepartmentTemplatesInput['departments'][number];

/**
 * The default whose name `d` carries: the one it says, or (said nothing) the one it had
 * while its name is unchanged; none once its name is not that default's.
 */
function nameKeyOf(
  d: DepartmentInput,
  earlier: readonly { key: string; name: string; nameKey: DepartmentNameKey | null }[],
): DepartmentNameKey | null {
  const before = earlier.find((e) => e.key === d.key);
  const nameKey =
    d.nameKey !== undefined ? d.nameKey : before?.name === d.name ? before.nameKey : null;
  const named = DEFAULT_DEPARTMENTS.find((x) => x.key === nameKey);
  return named && named.name === d.name ? named.key : null;
}

/** Replaces the company's list (400 naming a signer not of its active users); the list after. */
export async function replaceDepartments(
  db: Kysely<DB>,
  companyId: string,
  input: DepartmentTemplatesInput,
): Promise<DepartmentSettingsResponse> {
  await db.transaction().execute(async (trx) => {
    await lockCompany(trx, companyId);
    const saved = await templatesOf(trx, companyId);
    const earlier = saved.length ? saved : defaults();
    const heads = [
      ...new Set(input.departments.flatMap((d) => (d.headUserId ? [d.headUserId] : []))),
    ];
    const active = await activeUserIds(trx, companyId, heads);
    input.departments.forEach((d, i) => {
      if (d.headUserId && !active.has(d.headUserId))
        throw badField(`departments.${i}.headUserId`, 'Choose an active user of the company');
    });
    await replaceTemplateRows(
      trx,
      companyId,
      input.departments.map((d) => ({ ...d, nameKey: nameKeyOf(d, earlier) })),
    );
  });
  return departmentSettings(db, companyId, true);
}
