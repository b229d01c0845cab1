/**
 * GET /api/{product}/subscription: the caller's company's plan (modules, period, billing
 * cycle of the last paid order) and state, for the subscription dialog and /pricing. Any
 * signed-in user may read it whatever the state: it is what tells them why the product is
 * closed and whom to ask. Purchasers are the company's active users whose role may buy.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { isAllowed, perm, type SubscriptionResponse } from '@itam/shared/contracts';
import { authOf, sessionAccess } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../platform/http-errors';
import { licenseCodeOf } from '../services/license';

/** The permission that lets a user buy or renew the company's subscription. */
export const PURCHASE_PERMISSION = perm('on_organsiation', 'company_information', 'edit');
const MAX_PURCHASERS = 3;
/** PURCHASE_PERMISSION as policies, for a jsonb containment test (as isAllowed reads them). */
const purchasePolicy = {
  [PURCHASE_PERMISSION.group]: { [PURCHASE_PERMISSION.object]: [PURCHASE_PERMISSION.action] },
};

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    `/api/${ctx.config.productSlug}/subscription`,
    { config: { access: sessionAccess() } },
    async (request): Promise<SubscriptionResponse> => {
      const auth = authOf(request);
      const company = await ctx.db
        .selectFrom('companies')
        .select(['modules', 'license_not_required', 'subscription_start', 'subscription_end'])
        .where('id', '=', auth.companyId)
        .executeTakeFirst();
      if (!company) throw notFound('Company not found');
      const [lastPaid, users] = await Promise.all([
        ctx.db
          .selectFrom('orders')
          .select('billing_cycle')
          .where('company_id', '=', auth.companyId)
          .where('status', '=', 'paid')
          .orderBy('paid_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
        ctx.db
          .selectFrom('users as u')
          .innerJoin('roles as r', (join) =>
            join.onRef('r.id', '=', 'u.role_id').onRef('r.company_id', '=', 'u.company_id'),
          )
          .select(['u.first_name', 'u.last_name', 'u.email'])
          .where('u.company_id', '=', auth.companyId)
          .where('u.active', '=', true)
          .where(sql<boolean>`r.policies @> ${JSON.stringify(purchasePolicy)}::jsonb`)
          .orderBy(sql`lower(u.first_name)`)
          .orderBy('u.email')
          .limit(MAX_PURCHASERS)
          .execute(),
      ]);
      const canPurchase = isAllowed(auth.policies, PURCHASE_PERMISSION);
      const purchasers = canPurchase
        ? []
        : users.map((u) => ({ name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }));
      return {
        type: 'success',
        subscription: {
          licenseCode: licenseCodeOf(company),
          modules: company.modules,
          start: company.subscription_start,
          end: company.subscription_end,
          billingCycle: (lastPaid?.billing_cycle as 'monthly' | 'yearly' | undefined) ?? null,
          canPurchase,
          purchasers,
        },
      };
    },
  );
}
