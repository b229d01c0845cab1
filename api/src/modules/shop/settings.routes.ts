/** The shop's settings and the users its approvers are picked from (settings.service.ts). */
import type { FastifyInstance } from 'fastify';
import {
  SETTINGS_PATHS,
  settingsInput,
  settingsResponse,
  settingsUsersQuery,
  settingsUsersResponse,
} from '@itam/shared/contracts/shop';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, SHOP_PERMISSIONS as P } from './access';
import { apiPath } from './paths';
import * as settings from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPath(SETTINGS_PATHS.settings),
    {
      ...access(P.order, P.viewOrders, P.catalogue),
      schema: { response: { 200: settingsResponse } },
    },
    async (request) => settings.getSettings(db, callerOf(request)),
  );

  r.get(
    apiPath(SETTINGS_PATHS.users),
    {
      ...access(P.catalogue),
      schema: { querystring: settingsUsersQuery, response: { 200: settingsUsersResponse } },
    },
    async (request) => settings.searchUsers(db, callerOf(request), request.query.search),
  );

  r.put(
    apiPath(SETTINGS_PATHS.settings),
    {
      ...access(P.catalogue),
      schema: { body: settingsInput, response: { 200: settingsResponse } },
    },
    async (request) => settings.updateSettings(db, callerOf(request), request.body),
  );
}
