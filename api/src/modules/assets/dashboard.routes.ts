/** GET /assets/dashboard and the asset form's dropdowns (asset types, employees, purchase orders). */
import type { FastifyInstance } from 'fastify';
import {
  ASSET_ROUTES,
  assetDashboardResponse,
  assetTypesResponse,
  employeesDropdownQuerySchema,
  employeesDropdownResponse,
  purchaseOrdersDropdownResponse,
} from '@itam/shared/contracts/assets';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, organisationAccess, P } from './access';
import { dashboard } from './dashboard.service';
import { assetTypeChoices, employeeChoices, purchaseOrderChoices } from './dropdowns.queries';

export function registerAssetDashboardRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    ASSET_ROUTES.dashboard,
    { ...access(P.view), schema: { response: { 200: assetDashboardResponse } } },
    async (request) => dashboard(db, callerOf(request).companyId),
  );

  r.get(
    ASSET_ROUTES.assetTypes,
    {
      ...organisationAccess(P.view, P.create, P.assetTypesView),
      schema: { response: { 200: assetTypesResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      assetTypes: await assetTypeChoices(db, callerOf(request).companyId),
    }),
  );

  r.get(
    ASSET_ROUTES.employeesDropdown,
    {
      // Ordering from the shop on someone's behalf picks the employee here.
      ...organisationAccess(P.view, P.create, P.employeesView, P.shopOrderCreate),
      schema: {
        querystring: employeesDropdownQuerySchema,
        response: { 200: employeesDropdownResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      employees: await employeeChoices(db, callerOf(request).companyId, request.query.search),
    }),
  );

  r.get(
    ASSET_ROUTES.purchaseOrdersDropdown,
    {
      ...organisationAccess(P.view, P.create, P.purchaseOrdersView),
      schema: { response: { 200: purchaseOrdersDropdownResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      purchaseOrders: await purchaseOrderChoices(db, callerOf(request).companyId),
    }),
  );
}
