/**
 * Asset types (`asset_types`): the list with each type's default depreciation and the
 * assets of the type, create, change the defaults, delete (refused while assets, tag
 * rules or purchase order lines use the type: 409 with the counts). New assets of a type
 * take its defaults when they name none.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ORG_PERMISSIONS as P,
  type AssetTypeSetting,
  type AssetTypeSettingResponse,
  type AssetTypeSettingsResponse,
  type OkResponse,
} from '@itam/shared/contracts';
import { assetTypeInputSchema } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import {
  actorOf,
  badField,
  conflict,
  countsText,
  orgAccess,
  orgRecords,
  orgTarget,
  uniqueViolation,
} from './helpers';

const NOT_FOUND = 'Asset type not found';
const TAKEN = 'Your company already has an asset type of this name';

function selectTypes(db: Kysely<DB>, companyId: string) {
  return db
    .selectFrom('asset_types as t')
    .select([
      't.id',
      't.name',
      't.depreciation_method',
      't.useful_life_years',
      sql<number>`(select count(*) from assets a where a.company_id = t.company_id and a.asset_type_id = t.id)::int`.as(
        'asset_count',
      ),
    ])
    .where('t.company_id', '=', companyId);
}

type TypeRow = Awaited<ReturnType<ReturnType<typeof selectTypes>['executeTakeFirstOrThrow']>>;

const toSetting = (r: TypeRow): AssetTypeSetting => ({
  _id: r.id,
  name: r.name,
  depreciationMethod: r.depreciation_method,
  usefulLifeYears: r.useful_life_years,
  assetCount: r.asset_count,
});

async function findType(db: Kysely<DB>, companyId: string, id: string): Promise<AssetTypeSetting> {
  const row = await selectTypes(db, companyId).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toSetting(row);
}

function mapTaken(err: unknown): never {
  if (uniqueViolation(err)?.includes('asset_types_company_name_key')) throw badField('name', TAKEN);
  throw err;
}

const types = orgRecords({
  table: 'asset_types',
  entityType: 'asset_type',
  notFound: NOT_FOUND,
  columns: ['name', 'depreciation_method', 'useful_life_years'],
  snapshot: (t: {
    name: string;
    depreciation_method: string | null;
    useful_life_years: number | null;
  }) => ({
    name: t.name,
    depreciationMethod: t.depreciation_method,
    usefulLifeYears: t.useful_life_years,
  }),
  named: (t) => ({ name: t.name }),
  mapError: mapTaken,
});

const valuesOf = (input: ReturnType<typeof assetTypeInputSchema.parse>) => ({
  name: input.name,
  depreciation_method: input.depreciationMethod,
  useful_life_years: input.usefulLifeYears,
});

export function registerAssetTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/company/asset-types/settings',
    orgAccess(P.typeView),
    async (request): Promise<AssetTypeSettingsResponse> => {
      const { companyId } = actorOf(request);
      const rows = await selectTypes(ctx.db, companyId).orderBy('t.name').orderBy('t.id').execute();
      return { type: 'success', assetTypes: rows.map(toSetting) };
    },
  );

  app.post(
    '/api/company/asset-types',
    orgAccess(P.typeCreate),
    async (request, reply): Promise<AssetTypeSettingResponse> => {
      const actor = actorOf(request);
      const input = parseInput(assetTypeInputSchema, request.body, 'body');
      const id = await types.write(ctx.db, (trx) => types.create(trx, actor, valuesOf(input)));
      reply.code(201);
      return { type: 'success', assetType: await findType(ctx.db, actor.companyId, id) };
    },
  );

  // Changing a type's defaults (or name) is creating types' business: asset_types has no edit action.
  app.put(
    '/api/company/asset-types/:id',
    orgAccess(P.typeCreate),
    async (request): Promise<AssetTypeSettingResponse> => {
      const { actor, id } = orgTarget(request);
      const input = parseInput(assetTypeInputSchema, request.body, 'body');
      await types.write(ctx.db, (trx) => types.update(trx, actor, id, valuesOf(input)));
      return { type: 'success', assetType: await findType(ctx.db, actor.companyId, id) };
    },
  );

  app.delete(
    '/api/company/asset-types/:id',
    orgAccess(P.typeDelete),
    async (request): Promise<OkResponse> => {
      const { actor, id } = orgTarget(request);
      await ctx.db.transaction().execute(async (trx) => {
        const row = types.found(
          await selectTypes(trx, actor.companyId)
            .where('t.id', '=', id)
            .forUpdate()
            .executeTakeFirst(),
        );
        const lines = await trx
          .selectFrom('purchase_order_lines')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('company_id', '=', actor.companyId)
          .where('asset_type_id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.asset_count > 0 || lines.n > 0) {
          const what = countsText([
            [row.asset_count, 'asset', 'assets'],
            [lines.n, 'purchase order line', 'purchase order lines'],
          ]);
          throw conflict(`${row.name} is in use by ${what}`);
        }
        await types.remove(trx, actor, id, row);
      });
      return { type: 'success' };
    },
  );
}
