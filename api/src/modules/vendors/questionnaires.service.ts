/**
 * The company's vendor questionnaires (`on_vendor.vendor_questionnaire`): the builder's
 * draft of SPEC.md section 3 checked and stored, one of them the company's standard one
 * (/default-form). Each change of the sections is a new version; what a vendor answers is
 * the copy its invitation took when sent, so editing or deleting a questionnaire never
 * changes a sent one.
 */
import type { Kysely } from 'kysely';
import type { Questionnaire, QuestionnaireInput } from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import { badField, notFound, violates } from '../../platform/http-errors';
import { logVendorActivity, type Member, type Ctx } from './activity.queries';
import {
  clearDefault,
  defaultQuestionnaireRow,
  deleteQuestionnaireRow,
  insertQuestionnaire,
  listQuestionnaireRows,
  questionnaireRow,
  sectionsOf,
  toQuestionnaire,
  toSummary,
  updateQuestionnaireRow,
  type QuestionnaireRow,
} from './questionnaires.queries';

export const QUESTIONNAIRE_NOT_FOUND = 'Questionnaire not found';
const NAME_TAKEN = 'Another questionnaire of your company has this name';

async function findRow(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  lock = false,
): Promise<QuestionnaireRow> {
  const row = await questionnaireRow(db, companyId, id, lock);
  if (!row) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  return row;
}

/** JSON text with every object's keys sorted, so equal drafts read equal whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function mapTaken(err: unknown): never {
  if (violates(err, 'vendor_questionnaires_name_idx')) throw badField('name', NAME_TAKEN);
  throw err;
}

/** A questionnaire's activity snapshot: its name, default flag, version and size. */
const logged = (input: QuestionnaireInput, version: number) => ({
  name: input.name,
  isDefault: input.isDefault,
  version,
  sections: input.sections.length,
  questions: input.sections.reduce((n, s) => n + s.questions.length, 0),
});

export async function listQuestionnaires({ db }: Ctx, companyId: string) {
  return (await listQuestionnaireRows(db, companyId)).map(toSummary);
}

export async function defaultQuestionnaire({ db }: Ctx, companyId: string): Promise<Questionnaire> {
  const row = await defaultQuestionnaireRow(db, companyId);
  if (!row) throw notFound('Your company has no standard questionnaire yet');
  return toQuestionnaire(row);
}

export async function findQuestionnaire(
  { db }: Ctx,
  companyId: string,
  id: string,
): Promise<Questionnaire> {
  return toQuestionnaire(await findRow(db, companyId, id));
}

export async function createQuestionnaire(
  { db }: Ctx,
  member: Member,
  input: QuestionnaireInput,
): Promise<Questionnaire> {
  const id = await db
    .transaction()
    .execute(async (trx) => {
      if (input.isDefault) await clearDefault(trx, member.companyId, null);
      const created = await insertQuestionnaire(trx, member.companyId, input);
      await logVendorActivity(trx, member, {
        entityType: 'vendor_questionnaire',
        entityId: created,
        action: 'create',
        after: logged(input, 1),
      });
      return created;
    })
    .catch(mapTaken);
  return findQuestionnaire({ db }, member.companyId, id);
}

export async function updateQuestionnaire(
  { db }: Ctx,
  member: Member,
  id: string,
  input: QuestionnaireInput,
): Promise<Questionnaire> {
  await db
    .transaction()
    .execute(async (trx) => {
      const before = await findRow(trx, member.companyId, id, true);
      // jsonb keeps its own key order: compare the drafts with their keys sorted.
      const was = sectionsOf(before);
      const sectionsChanged = canonical(was) !== canonical(input.sections);
      const unchanged =
        !sectionsChanged &&
        before.name === input.name &&
        before.description === input.description &&
        before.is_default === input.isDefault;
      if (unchanged) return;
      if (input.isDefault) await clearDefault(trx, member.companyId, id);
      const version = before.version + (sectionsChanged ? 1 : 0);
      await updateQuestionnaireRow(trx, member.companyId, id, input, version);
      await logVendorActivity(trx, member, {
        entityType: 'vendor_questionnaire',
        entityId: id,
        action: 'update',
        before: {
          name: before.name,
          isDefault: before.is_default,
          version: before.version,
          sections: was.length,
          questions: was.reduce((n, s) => n + s.questions.length, 0),
        },
        after: logged(input, version),
      });
    })
    .catch(mapTaken);
  return findQuestionnaire({ db }, member.companyId, id);
}

export async function deleteQuestionnaire({ db }: Ctx, member: Member, id: string) {
  await db.transaction().execute(async (trx) => {
    const before = await findRow(trx, member.companyId, id, true);
    await deleteQuestionnaireRow(trx, member.companyId, id);
    await logVendorActivity(trx, member, {
      entityType: 'vendor_questionnaire',
      entityId: id,
      action: 'delete',
      before: { name: before.name, isDefault: before.is_default, version: before.version },
    });
  });
}
