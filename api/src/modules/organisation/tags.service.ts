/**
 * Asset tag setup (`asset_tag_setup`): tag rules per asset type and branch, the QR label
 * sheet of chosen assets (a PDF), and resolving a tag for `/url_redirect`, in the caller's
 * company only (another company's tag is as unknown as a tag nobody has).
 */
import type { Kysely } from 'kysely';
import type { tagRuleInputSchema, TagRule } from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { badField, notFound, uniqueViolation } from '../../platform/http-errors';
import type { FileStore } from '../../platform/file-store';
import { isLabelLogoType, renderLabelSheet, type LabelLogo } from './tag-labels.service';
import { listTagRules, tagLinkBaseOf } from './tag-rules.queries';
import { readCompanyFile } from './company-files.service';
import type { OrgActor } from './access';
import {
  assetOfTag,
  assetsForLabels,
  companyHasRow,
  companyLogo,
  deleteRule,
  insertRule,
  updateRule,
} from './tags.queries';

const NOT_FOUND = 'Tag rule not found';
const TAKEN = 'A rule for this asset type and branch exists already';

type TagRuleInput = z.infer<typeof tagRuleInputSchema>;

export async function oneRule(db: Kysely<DB>, companyId: string, id: string): Promise<TagRule> {
  const [rule] = await listTagRules(db, companyId, id);
  if (!rule) throw notFound(NOT_FOUND);
  return rule;
}

async function assertRefs(trx: Kysely<DB>, companyId: string, input: TagRuleInput) {
  if (input.assetTypeId && !(await companyHasRow(trx, 'asset_types', companyId, input.assetTypeId)))
    throw badField('assetTypeId', 'Not found in your company');
  if (input.branchId && !(await companyHasRow(trx, 'branches', companyId, input.branchId)))
    throw badField('branchId', 'Not found in your company');
}

function mapTaken(err: unknown): never {
  if (uniqueViolation(err)?.includes('tag_rules_scope_key')) throw badField('assetTypeId', TAKEN);
  throw err;
}

/** Creates (id null) or updates the rule; its id. */
export async function writeRule(
  db: Kysely<DB>,
  actor: OrgActor,
  id: string | null,
  input: TagRuleInput,
): Promise<string> {
  const values = {
    asset_type_id: input.assetTypeId,
    branch_id: input.branchId,
    prefix: input.prefix,
    next_number: input.nextNumber,
    padding: input.padding,
  };
  const after = {
    prefix: input.prefix,
    nextNumber: input.nextNumber,
    padding: input.padding,
    assetTypeId: input.assetTypeId,
    branchId: input.branchId,
  };
  return db
    .transaction()
    .execute(async (trx) => {
      await assertRefs(trx, actor.companyId, input);
      if (id === null) return insertRule(trx, actor, values, after);
      if (!(await updateRule(trx, actor, id, values, after))) throw notFound(NOT_FOUND);
      return id;
    })
    .catch(mapTaken);
}

export async function removeRule(db: Kysely<DB>, actor: OrgActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteRule(trx, actor, id))) throw notFound(NOT_FOUND);
  });
}

/** The company's logo for the labels: a stored PNG, JPEG or SVG, or a data: address of one. */
async function labelLogo(
  db: Kysely<DB>,
  store: FileStore,
  companyId: string,
): Promise<LabelLogo | null> {
  const company = await companyLogo(db, companyId);
  if (company.logo_file_id) {
    const file = await readCompanyFile(db, store, companyId, company.logo_file_id);
    if (file && isLabelLogoType(file.contentType))
      return { bytes: file.bytes, contentType: file.contentType };
    return null;
  }
  const data = /^data:(image\/png|image\/jpeg|image\/svg\+xml);base64,([A-Za-z0-9+/=]+)$/.exec(
    company.logo ?? '',
  );
  return data
    ? { bytes: Buffer.from(data[2]!, 'base64'), contentType: data[1] as LabelLogo['contentType'] }
    : null;
}

/** The label sheet (PDF) of the company's assets, in the order asked; each must have a tag. */
export async function labelSheet(
  db: Kysely<DB>,
  deps: { config: AppConfig; store: FileStore },
  companyId: string,
  assetIds: string[],
): Promise<Buffer> {
  const ids = [...new Set(assetIds)];
  const rows = await assetsForLabels(db, companyId, ids);
  if (rows.length !== ids.length)
    throw notFound(`${ids.length - rows.length} of the assets were not found`);
  const untagged = rows.filter((r) => !r.tag);
  if (untagged.length)
    throw badField('assetIds', `${untagged.map((r) => r.name).join(', ')} has no tag yet`);
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const [base, logo] = await Promise.all([
    tagLinkBaseOf(db, deps.config, companyId),
    labelLogo(db, deps.store, companyId),
  ]);
  const pdf = await renderLabelSheet(
    rows.map((r) => ({ tag: r.tag!, name: r.name })),
    base,
    logo,
  );
  return Buffer.from(pdf);
}

export async function resolveTag(db: Kysely<DB>, companyId: string, tag: string) {
  const asset = await assetOfTag(db, companyId, tag);
  if (!asset) throw notFound('No asset of your company has this tag');
  return { _id: asset.id, name: asset.name, tag: asset.tag };
}
