/**
 * The public site's anonymous API (SPEC.md section 2 public pages): plans, the onboarding
 * device catalogue, leads and self-service registration. Every route is rate-limited per
 * client address, like web-visited.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type {
  CatalogueDevice,
  DeviceResponse,
  DevicesResponse,
  LeadResponse,
  Plan,
  PlansResponse,
  RegisterResponse,
} from '@itam/shared/contracts';
import { leadRequestSchema, registerRequestSchema } from '@itam/shared/schemas';
import { publicAccess } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { createLead } from '../services/leads';
import { registerCompany } from '../services/registration';

const deviceParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/) });

export function registerMarketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `/api/${ctx.config.productSlug}/open-api`;
  const limited = (max: number) => ({
    config: { access: publicAccess(), rateLimit: { max, timeWindow: 60_000 } },
  });
  const reads = limited(ctx.config.limits.publicReadsPerMinute ?? 300);
  const forms = limited(ctx.config.limits.publicFormsPerMinute ?? 20);

  app.get(`${base}/plans`, reads, async (): Promise<PlansResponse> => {
    const rows = await ctx.db
      .selectFrom('plans')
      .select(['id', 'module', 'billing_cycle', 'amount_paise'])
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy('billing_cycle')
      .execute();
    const plans: Plan[] = rows.map((r) => ({
      id: r.id,
      module: r.module,
      billingCycle: r.billing_cycle,
      amountPaise: r.amount_paise,
      currency: 'INR',
    }));
    return { type: 'success', plans };
  });

  const deviceColumns = ['id', 'name', 'brand', 'category', 'specs', 'unit_paise'] as const;
  const toDevice = (r: {
    id: string;
    name: string;
    brand: string;
    category: CatalogueDevice['category'];
    specs: Record<string, string>;
    unit_paise: number;
  }): CatalogueDevice => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    category: r.category,
    specs: r.specs,
    unitPaise: r.unit_paise,
    currency: 'INR',
  });

  app.get(`${base}/devices`, reads, async (): Promise<DevicesResponse> => {
    const rows = await ctx.db
      .selectFrom('device_catalogue')
      .select(deviceColumns)
      .where('active', '=', true)
      .orderBy('sort_order')
      .execute();
    return { type: 'success', devices: rows.map(toDevice) };
  });

  app.get(`${base}/devices/:id`, reads, async (request): Promise<DeviceResponse> => {
    const parsed = deviceParamsSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('Device not found');
    const row = await ctx.db
      .selectFrom('device_catalogue')
      .select(deviceColumns)
      .where('id', '=', parsed.data.id)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!row) throw notFound('Device not found');
    return { type: 'success', device: toDevice(row) };
  });

  app.post(`${base}/leads`, forms, async (request, reply): Promise<LeadResponse> => {
    const lead = parseInput(leadRequestSchema, request.body, 'body');
    const { reference } = await createLead(ctx.db, lead);
    reply.code(201);
    return { type: 'success', reference };
  });

  app.post(`${base}/register`, forms, async (request, reply): Promise<RegisterResponse> => {
    const input = parseInput(registerRequestSchema, request.body, 'body');
    const registered = await registerCompany(ctx.db, input);
    reply.code(201);
    return { type: 'success', ...registered };
  });
}
