/**
 * The caller's own profile and password (/account/…) and the company's information
 * (/company/profile).
 */
import type { FastifyInstance } from 'fastify';
import {
  companyInfoInputSchema,
  companyInfoResponse,
  okResponse,
  passwordChangeSchema,
  personalInfoInputSchema,
  personalInfoResponse,
} from '@itam/shared/contracts/organisation';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import type { CompanyFileSigner } from './company-files.service';
import {
  changePassword,
  companyInfo,
  personalInfo,
  updateCompanyInfo,
  updatePersonalInfo,
} from './profile.service';

const PERSONAL = '/api/account/profile';
const COMPANY = '/api/company/profile';

export function registerProfileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  signer: CompanyFileSigner,
): void {
  registerPersonalRoutes(app, ctx);
  registerCompanyInfoRoutes(app, ctx, signer);
}

function registerPersonalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    PERSONAL,
    { ...access(P.personalView), schema: { response: { 200: personalInfoResponse } } },
    async (request) => {
      const { companyId, userId } = authOf(request);
      return { type: 'success' as const, profile: await personalInfo(db, companyId, userId) };
    },
  );

  r.put(
    PERSONAL,
    {
      ...access(P.personalEdit),
      schema: { body: personalInfoInputSchema, response: { 200: personalInfoResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      profile: await updatePersonalInfo(db, authOf(request), request.body),
    }),
  );

  r.post(
    '/api/account/password',
    {
      ...access(P.personalEdit),
      schema: { body: passwordChangeSchema, response: { 200: okResponse } },
    },
    async (request) => {
      const session = authOf(request);
      await changePassword(db, session, request.body);
      ctx.sessions.invalidateCompany(session.companyId);
      return { type: 'success' as const };
    },
  );
}

function registerCompanyInfoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  signer: CompanyFileSigner,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = { config: ctx.config, signer };

  r.get(
    COMPANY,
    { ...access(P.companyView), schema: { response: { 200: companyInfoResponse } } },
    async (request) => ({
      type: 'success' as const,
      company: await companyInfo(db, deps, authOf(request)),
    }),
  );

  r.put(
    COMPANY,
    {
      ...access(P.companyEdit),
      schema: { body: companyInfoInputSchema, response: { 200: companyInfoResponse } },
    },
    async (request) => {
      const session = authOf(request);
      await updateCompanyInfo(db, session, request.body);
      return { type: 'success' as const, company: await companyInfo(db, deps, session) };
    },
  );
}
