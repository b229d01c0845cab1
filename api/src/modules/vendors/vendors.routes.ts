/** The vendors' routes: the list, the standing of a vendor name, and one vendor's CRUD. */
import type { FastifyInstance } from 'fastify';
import {
  okResponse,
  VENDOR_ROUTE,
  VENDOR_STANDING_ROUTE,
  vendorIdParams,
  vendorInput,
  vendorListQuery,
  vendorListResponse,
  VENDORS_ROUTE,
  vendorResponse,
  vendorStandingQuery,
  vendorStandingResponse,
} from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as vendors from './vendors.service';
import { idempotent } from '../../platform/idempotency';

export function registerVendorRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOneVendorRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    VENDORS_ROUTE,
    {
      ...access(P.vendorView),
      schema: { querystring: vendorListQuery, response: { 200: vendorListResponse } },
    },
    async (request) => vendors.listVendors(ctx, callerOf(request).companyId, request.query),
  );

  r.post(
    VENDORS_ROUTE,
    {
      ...idempotent(access(P.vendorCreate)),
      schema: { body: vendorInput, response: { 201: vendorResponse } },
    },
    async (request, reply) => {
      const vendor = await vendors.createVendor(ctx, callerOf(request), request.body);
      reply.code(201);
      return { type: 'success' as const, vendor };
    },
  );

  // The standing of the vendor an asset or purchase order names (the asset detail shows it).
  r.get(
    VENDOR_STANDING_ROUTE,
    {
      ...access(P.vendorView),
      schema: { querystring: vendorStandingQuery, response: { 200: vendorStandingResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      vendor: await vendors.standingOf(ctx, callerOf(request).companyId, request.query.name),
    }),
  );
}

function registerOneVendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { params: vendorIdParams, response: { 200: vendorResponse } };

  r.get(VENDOR_ROUTE, { ...access(P.vendorView), schema: one }, async (request) => ({
    type: 'success' as const,
    vendor: await vendors.findVendor(ctx, callerOf(request).companyId, request.params.id),
  }));

  r.put(
    VENDOR_ROUTE,
    { ...access(P.vendorEdit), schema: { ...one, body: vendorInput } },
    async (request) => ({
      type: 'success' as const,
      vendor: await vendors.updateVendor(ctx, callerOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    VENDOR_ROUTE,
    {
      ...access(P.vendorDelete),
      schema: { params: vendorIdParams, response: { 200: okResponse } },
    },
    async (request) => {
      await vendors.deleteVendor(ctx, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}
