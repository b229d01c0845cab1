/**
 * The caller's own profile (`presonal_information`): their name, phone and language, and
 * their password (every other session of theirs ends); the company's information
 * (`company_information`). Each change is logged with what changed, and nothing when
 * nothing did.
 */
import type { Kysely } from 'kysely';
import type {
  CompanyInfo,
  companyInfoInputSchema,
  passwordChangeSchema,
  PersonalInfo,
  personalInfoInputSchema,
} from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { badField, HttpError } from '../../platform/http-errors';
import { diffFields } from '../../services/activity';
import { productOrigin } from './tag-rules.queries';
import { recordOrgActivity } from './activity.queries';
import type { CompanyFileSigner } from './company-files.service';
import {
  companyRow,
  lockCompanyInfo,
  lockPersonal,
  passwordHashOf,
  personalRow,
  setCompanyInfo,
  setPassword,
  setPersonal,
} from './profile.queries';

/** The caller's session: their company, user and session id. */
export interface OwnSession {
  companyId: string;
  userId: string;
  jti: string;
}

export async function personalInfo(
  db: Kysely<DB>,
  companyId: string,
  userId: string,
): Promise<PersonalInfo> {
  const row = await personalRow(db, companyId, userId);
  if (!row) throw new HttpError(401, 'Session expired or signed out');
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    roleName: row.role_name,
  };
}

export async function updatePersonalInfo(
  db: Kysely<DB>,
  { companyId, userId }: Omit<OwnSession, 'jti'>,
  input: z.infer<typeof personalInfoInputSchema>,
): Promise<PersonalInfo> {
  await db.transaction().execute(async (trx) => {
    const before = await lockPersonal(trx, companyId, userId);
    const after = {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
      language: input.language,
    };
    const change = diffFields(before, after);
    if (!change) return;
    await setPersonal(trx, companyId, userId, after);
    await recordOrgActivity(trx, {
      companyId,
      actorUserId: userId,
      entityType: 'user',
      entityId: userId,
      action: 'update',
      before: change.before,
      after: change.after,
    });
  });
  return personalInfo(db, companyId, userId);
}

export async function changePassword(
  db: Kysely<DB>,
  session: OwnSession,
  input: z.infer<typeof passwordChangeSchema>,
): Promise<void> {
  const { companyId, userId } = session;
  const current = await passwordHashOf(db, companyId, userId);
  if (!(await verifyPassword(input.currentPassword, current)))
    throw badField('currentPassword', 'The current password is not right');
  if (input.newPassword === input.currentPassword)
    throw badField('newPassword', 'Choose a password other than the current one');
  const hash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, session, hash);
    await recordOrgActivity(trx, {
      companyId,
      actorUserId: userId,
      entityType: 'user',
      entityId: userId,
      action: 'password-change',
    });
  });
}

export async function companyInfo(
  db: Kysely<DB>,
  deps: { config: AppConfig; signer: CompanyFileSigner },
  { companyId, jti }: Omit<OwnSession, 'userId'>,
): Promise<CompanyInfo> {
  const row = await companyRow(db, companyId);
  return {
    _id: row.id,
    name: row.name,
    legalName: row.legal_name,
    address: row.address,
    taxId: row.tax_id,
    timeZone: row.time_zone,
    currency: row.currency,
    clock: row.clock,
    tagLinkBase: row.tag_link_base,
    effectiveTagLinkBase: row.tag_link_base ?? productOrigin(deps.config),
    logo: deps.signer.logoUrl(companyId, row, jti),
  };
}

export async function updateCompanyInfo(
  db: Kysely<DB>,
  { companyId, userId }: Omit<OwnSession, 'jti'>,
  input: z.infer<typeof companyInfoInputSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockCompanyInfo(trx, companyId);
    const after = {
      name: input.name,
      legal_name: input.legalName,
      address: input.address,
      tax_id: input.taxId,
      time_zone: input.timeZone,
      currency: input.currency,
      tag_link_base: input.tagLinkBase,
      clock: input.clock ?? before.clock,
    };
    const change = diffFields(before, after);
    if (!change) return;
    await setCompanyInfo(trx, companyId, after);
    await recordOrgActivity(trx, {
      companyId,
      actorUserId: userId,
      entityType: 'company',
      entityId: companyId,
      action: 'update',
      before: { name: before.name, ...change.before },
      after: { name: after.name, ...change.after },
    });
  });
}
