/**
 * The company's vendor questionnaires (`on_vendor.vendor_questionnaire`): the builder's
 * draft of SPEC.md section 3 checked and stored, one of them the company's standard one
 * (/default-form). Each change of the sections is a new version; what a vendor answers is
 * the copy its invitation took when sent, so editing or deleting a questionnaire never
 * changes a sent one.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { VENDOR_PERMISSIONS as P } from '../../services/vendors/access';
import {
  badField,
  logVendorActivity,
  vendorAccess,
  vendorActorOf,
  vendorTarget,
  violates,
  type VendorActor,
} from './helpers';
import {
  questionnaireInputSchema,
  type QuestionnaireInput,
  type QuestionnaireSections,
} from './schemas';

export const QUESTIONNAIRE_NOT_FOUND = 'Questionnaire not found';
const NAME_TAKEN = 'Another questionnaire of your company has this name';
const BASE = '/api/vendors/questionnaires';

interface QuestionnaireRow {
  id: string;
  name: string;
  description: string | null;
  is_default: boolean;
  version: number;
  sections: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface QuestionnaireSummary {
  _id: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  version: number;
  sectionCount: number;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Questionnaire extends QuestionnaireSummary {
  sections: QuestionnaireSections;
}

const sectionsOf = (row: QuestionnaireRow): QuestionnaireSections =>
  (typeof row.sections === 'string'
    ? JSON.parse(row.sections)
    : row.sections) as QuestionnaireSections;

function toSummary(row: QuestionnaireRow): QuestionnaireSummary {
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

const toQuestionnaire = (row: QuestionnaireRow): Questionnaire => ({
  ...toSummary(row),
  sections: sectionsOf(row),
});

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

function selectQuestionnaires(db: Kysely<DB>, companyId: string) {
  return db.selectFrom('vendor_questionnaires').select(COLUMNS).where('company_id', '=', companyId);
}

async function findQuestionnaire(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<QuestionnaireRow> {
  let query = selectQuestionnaires(db, companyId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
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

/** Only one standard questionnaire: making this one the default unsets the other. */
async function clearDefault(trx: Kysely<DB>, actor: VendorActor, except: string | null) {
  let query = trx
    .updateTable('vendor_questionnaires')
    .set({ is_default: false })
    .where('company_id', '=', actor.companyId)
    .where('is_default', '=', true);
  if (except) query = query.where('id', '<>', except);
  await query.execute();
}

/** A questionnaire's activity snapshot: its name, default flag, version and size. */
const logged = (input: QuestionnaireInput, version: number) => ({
  name: input.name,
  isDefault: input.isDefault,
  version,
  sections: input.sections.length,
  questions: input.sections.reduce((n, s) => n + s.questions.length, 0),
});

export function registerQuestionnaireRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(BASE, vendorAccess(P.questionnaireView, P.vendorCreate), async (request) => {
    const { companyId } = vendorActorOf(request);
    const rows = await selectQuestionnaires(ctx.db, companyId)
      .orderBy('is_default', 'desc')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return { type: 'success' as const, questionnaires: rows.map(toSummary) };
  });

  app.get(`${BASE}/default`, vendorAccess(P.questionnaireView, P.vendorCreate), async (request) => {
    const { companyId } = vendorActorOf(request);
    const row = await selectQuestionnaires(ctx.db, companyId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    if (!row) throw notFound('Your company has no standard questionnaire yet');
    return { type: 'success' as const, questionnaire: toQuestionnaire(row) };
  });

  app.get(`${BASE}/:id`, vendorAccess(P.questionnaireView, P.vendorCreate), async (request) => {
    const { actor, id } = vendorTarget(request);
    const row = await findQuestionnaire(ctx.db, actor.companyId, id);
    return { type: 'success' as const, questionnaire: toQuestionnaire(row) };
  });

  app.post(BASE, vendorAccess(P.questionnaireEdit), async (request, reply) => {
    const actor = vendorActorOf(request);
    const input = parseInput(questionnaireInputSchema, request.body, 'body');
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        if (input.isDefault) await clearDefault(trx, actor, null);
        const row = await trx
          .insertInto('vendor_questionnaires')
          .values({
            company_id: actor.companyId,
            name: input.name,
            description: input.description,
            is_default: input.isDefault,
            sections: JSON.stringify(input.sections),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logVendorActivity(trx, actor, {
          entityType: 'vendor_questionnaire',
          entityId: row.id,
          action: 'create',
          after: logged(input, 1),
        });
        return row.id;
      })
      .catch(mapTaken);
    reply.code(201);
    const row = await findQuestionnaire(ctx.db, actor.companyId, id);
    return { type: 'success' as const, questionnaire: toQuestionnaire(row) };
  });

  app.put(`${BASE}/:id`, vendorAccess(P.questionnaireEdit), async (request) => {
    const { actor, id } = vendorTarget(request);
    const input = parseInput(questionnaireInputSchema, request.body, 'body');
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        const before = await findQuestionnaire(trx, actor.companyId, id, true);
        // jsonb keeps its own key order: compare the drafts with their keys sorted.
        const sectionsChanged = canonical(sectionsOf(before)) !== canonical(input.sections);
        const unchanged =
          !sectionsChanged &&
          before.name === input.name &&
          before.description === input.description &&
          before.is_default === input.isDefault;
        if (unchanged) return;
        if (input.isDefault) await clearDefault(trx, actor, id);
        const version = before.version + (sectionsChanged ? 1 : 0);
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
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .execute();
        const was = sectionsOf(before);
        await logVendorActivity(trx, actor, {
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
    const row = await findQuestionnaire(ctx.db, actor.companyId, id);
    return { type: 'success' as const, questionnaire: toQuestionnaire(row) };
  });

  app.delete(`${BASE}/:id`, vendorAccess(P.questionnaireEdit), async (request) => {
    const { actor, id } = vendorTarget(request);
    await ctx.db.transaction().execute(async (trx) => {
      const before = await findQuestionnaire(trx, actor.companyId, id, true);
      await trx
        .deleteFrom('vendor_questionnaires')
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await logVendorActivity(trx, actor, {
        entityType: 'vendor_questionnaire',
        entityId: id,
        action: 'delete',
        before: { name: before.name, isDefault: before.is_default, version: before.version },
      });
    });
    return { type: 'success' as const };
  });
}
