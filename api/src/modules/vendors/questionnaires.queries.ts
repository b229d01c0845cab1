/** The company's questionnaires' SQL: their rows, the standard one, and their writes. */
import { sql, type Kysely } from 'kysely';
import type {
  Questionnaire,
  QuestionnaireInput,
  QuestionnaireSummary,
} from '@itam/shared/contracts/vendors';
import type { DB } from '../../db/schema';
import { jsonOf } from './activity.queries';

/** A questionnaire's sections as stored (the draft's checked form). */
export type QuestionnaireSections = QuestionnaireInput['sections'];

const COLUMNS = [
  'id',
  'name',
  'description',
  'is_default',
  'version',
  'sections',
  'created_at',
  'updated_at',
] as const;

export function selectQuestionnaires(db: Kysely<DB>, companyId: string) {
  return db.selectFrom('vendor_questionnaires').select(COLUMNS).where('company_id', '=', companyId);
}

export type QuestionnaireRow = Awaited<
  ReturnType<ReturnType<typeof selectQuestionnaires>['executeTakeFirstOrThrow']>
>;

export const sectionsOf = (row: { sections: unknown }): QuestionnaireSections =>
  jsonOf<QuestionnaireSections>(row.sections);

export function toSummary(row: QuestionnaireRow): QuestionnaireSummary {
  const sections = sectionsOf(row);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    version: row.version,
    sectionCount: sections.length,
    questionCount: sections.reduce((n, s) => n + s.questions.length, 0),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const toQuestionnaire = (row: QuestionnaireRow): Questionnaire => ({
  ...toSummary(row),
  sections: sectionsOf(row),
});

/** The standard one first, then by name. */
export const listQuestionnaireRows = (db: Kysely<DB>, companyId: string) =>
  selectQuestionnaires(db, companyId)
    .orderBy('is_default', 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();

export const defaultQuestionnaireRow = (db: Kysely<DB>, companyId: string) =>
  selectQuestionnaires(db, companyId).where('is_default', '=', true).executeTakeFirst();

export function questionnaireRow(db: Kysely<DB>, companyId: string, id: string, lock = false) {
  let query = selectQuestionnaires(db, companyId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Only one standard questionnaire: making one the default unsets the other. */
export async function clearDefault(trx: Kysely<DB>, companyId: string, except: string | null) {
  let query = trx
    .updateTable('vendor_questionnaires')
    .set({ is_default: false })
    .where('company_id', '=', companyId)
    .where('is_default', '=', true);
  if (except) query = query.where('id', '<>', except);
  await query.execute();
}

export async function insertQuestionnaire(
  trx: Kysely<DB>,
  companyId: string,
  input: QuestionnaireInput,
): Promise<string> {
  const row = await trx
    .insertInto('vendor_questionnaires')
    .values({
      company_id: companyId,
      name: input.name,
      description: input.description,
      is_default: input.isDefault,
      sections: JSON.stringify(input.sections),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuestionnaireRow(
  trx: Kysely<DB>,
  companyId: string,
  id: string,
  input: QuestionnaireInput,
  version: number,
) {
  await trx
    .updateTable('vendor_questionnaires')
    .set({
      name: input.name,
      description: input.description,
      is_default: input.isDefault,
      version,
      sections: JSON.stringify(input.sections),
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteQuestionnaireRow(trx: Kysely<DB>, companyId: string, id: string) {
  await trx
    .deleteFrom('vendor_questionnaires')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
