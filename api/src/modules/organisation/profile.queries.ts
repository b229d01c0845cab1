/** The SQL of the caller's own profile and password, and of the company's information. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const personalRow = (db: Kysely<DB>, companyId: string, userId: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.language',
      'r.role_name',
    ])
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', userId)
    .executeTakeFirst();

export interface PersonalValues {
  first_name: string;
  last_name: string;
  phone: string | null;
  language: 'en' | 'hi';
}

export const lockPersonal = (trx: Kysely<DB>, companyId: string, userId: string) =>
  trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'phone', 'language'])
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const setPersonal = (
  trx: Kysely<DB>,
  companyId: string,
  userId: string,
  values: PersonalValues,
) =>
  trx
    .updateTable('users')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();

export async function passwordHashOf(db: Kysely<DB>, companyId: string, userId: string) {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.password_hash;
}

/** Sets the user's password; every other session of theirs ends, `jti`'s goes on. */
export async function setPassword(
  trx: Kysely<DB>,
  session: { companyId: string; userId: string; jti: string },
  hash: string,
): Promise<void> {
  const { companyId, userId, jti } = session;
  await trx
    .updateTable('users')
    .set({ password_hash: hash })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '<>', jti)
    .where('revoked_at', 'is', null)
    .execute();
}

export const companyRow = (db: Kysely<DB>, companyId: string) =>
  db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();

export const lockCompanyInfo = (trx: Kysely<DB>, companyId: string) =>
  trx
    .selectFrom('companies')
    .select([
      'name',
      'legal_name',
      'address',
      'tax_id',
      'time_zone',
      'currency',
      'tag_link_base',
      'clock',
    ])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export type CompanyInfoValues = Awaited<ReturnType<typeof lockCompanyInfo>>;

export const setCompanyInfo = (trx: Kysely<DB>, companyId: string, values: CompanyInfoValues) =>
  trx.updateTable('companies').set(values).where('id', '=', companyId).execute();
