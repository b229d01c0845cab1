/**
 * The shop's settings: the price limit above which Finance approves, and the IT and Finance
 * approvers, named, with the company's users an editor picks them from. An approver must be
 * an active user whose role may approve (shop_approval edit): anyone else's step would wait
 * for ever, so the picker offers only those and a save naming another is refused (400).
 */
import { isAllowed } from '@itam/shared/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../platform/input';
import { likePattern } from '../../services/asset-sql';
import { SHOP_PERMISSIONS as P } from '../../services/shop/access';
import { MAY_APPROVE } from '../../services/shop/deciders';
import { badField, shopSettings } from '../../services/shop/orders';
import { shopAccess, shopCallerOf } from './helpers';
import { settingsSchema, settingsUsersQuerySchema } from './schemas';

/** The most users the settings' picker lists at once (searched by name or email). */
const SETTINGS_USERS_LIMIT = 50;

export function registerShopSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The settings with their approvers' names, for the screen that shows them. */
  const settingsAnswer = async (companyId: string) => {
    const settings = await shopSettings(ctx.db, companyId);
    const ids = [settings.itApproverUserId, settings.financeApproverUserId].filter(
      (id): id is string => id !== null,
    );
    const users = ids.length
      ? await ctx.db
          .selectFrom('users')
          .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .execute()
      : [];
    const named = (id: string | null) => {
      const user = users.find((u) => u.id === id);
      return user ? { _id: user.id, name: user.name } : null;
    };
    return {
      ...settings,
      itApprover: named(settings.itApproverUserId),
      financeApprover: named(settings.financeApproverUserId),
    };
  };

  /** Refuses (400 naming the field) an approver who could never decide their step. */
  const assertApprover = async (companyId: string, field: string, userId: string) => {
    const found = await ctx.db
      .selectFrom('users as u')
      .innerJoin('roles as r', (join) =>
        join.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
      )
      .select(['u.active', 'r.policies'])
      .where('u.company_id', '=', companyId)
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!found) throw badField(field, 'No such user in your company', 'SHOP_UNKNOWN_USER');
    // A deactivated user cannot sign in to decide: their step would wait for ever.
    if (!found.active)
      throw badField(
        field,
        'This user is deactivated: choose an active user',
        'SHOP_USER_INACTIVE',
      );
    if (!isAllowed(found.policies, P.approve))
      throw badField(
        field,
        'This user’s role may not approve shop orders: choose someone whose role may',
        'SHOP_APPROVER_CANNOT_APPROVE',
      );
  };

  app.get('/api/shop/settings', shopAccess(P.order, P.viewOrders, P.catalogue), async (request) => {
    const { companyId } = shopCallerOf(request);
    return { type: 'success', settings: await settingsAnswer(companyId) };
  });

  app.get('/api/shop/settings/users', shopAccess(P.catalogue), async (request) => {
    const { companyId } = shopCallerOf(request);
    const { search } = parseInput(settingsUsersQuerySchema, request.query, 'query');
    const like = search ? likePattern(search) : null;
    const rows = await sql<{ id: string; email: string; name: string }>`select u.id, u.email,
        trim(u.first_name || ' ' || u.last_name) as name
      from users u join roles r on r.company_id = u.company_id and r.id = u.role_id
      where u.company_id = ${companyId} and u.active and ${MAY_APPROVE}
        ${like ? sql`and (trim(u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like})` : sql``}
      order by lower(u.first_name), lower(u.last_name), u.id
      limit ${SETTINGS_USERS_LIMIT}`.execute(ctx.db);
    return {
      type: 'success',
      users: rows.rows.map((u) => ({ _id: u.id, name: u.name, email: u.email })),
    };
  });

  app.put('/api/shop/settings', shopAccess(P.catalogue), async (request) => {
    const { companyId } = shopCallerOf(request);
    const input = parseInput(settingsSchema, request.body, 'body');
    for (const field of ['itApproverUserId', 'financeApproverUserId'] as const) {
      const userId = input[field];
      if (userId) await assertApprover(companyId, field, userId);
    }
    const values = {
      price_limit_paise: input.priceLimitPaise,
      it_approver_user_id: input.itApproverUserId,
      finance_approver_user_id: input.financeApproverUserId,
    };
    await ctx.db
      .insertInto('shop_settings')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute();
    return { type: 'success', settings: await settingsAnswer(companyId) };
  });
}
