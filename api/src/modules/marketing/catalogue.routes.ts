/**
 * The public site's catalogue (SPEC.md section 2 public pages): the plans on sale and the
 * onboarding device catalogue, anonymous and rate-limited per client address.
 */
import type { FastifyInstance } from 'fastify';
import {
  deviceParams,
  deviceResponse,
  devicesResponse,
  plansResponse,
} from '@itam/shared/contracts/marketing';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { openApiBase, publicReads } from './access';
import * as catalogue from './catalogue.service';

export function registerCatalogueRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = openApiBase(config);
  const reads = publicReads(config);

  r.get(`${base}/plans`, { ...reads, schema: { response: { 200: plansResponse } } }, async () => ({
    type: 'success' as const,
    plans: await catalogue.listPlans(db),
  }));

  r.get(
    `${base}/devices`,
    { ...reads, schema: { response: { 200: devicesResponse } } },
    async () => ({ type: 'success' as const, devices: await catalogue.listDevices(db) }),
  );

  r.get(
    `${base}/devices/:id`,
    { ...reads, schema: { params: deviceParams, response: { 200: deviceResponse } } },
    async (request) => ({
      type: 'success' as const,
      device: await catalogue.getDevice(db, request.params.id),
    }),
  );
}
