/** The vendor register's history (activity_log) and the evidence files answers carry. */
import type { Kysely } from 'kysely';
import type { EvidenceFile } from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';

/** Who acts: a member of the company, or (`userId` null) the vendor itself through its link. */
export type Actor = Pick<Caller, 'companyId'> & { userId: string | null };
/** A member of the company. */
export type Member = Pick<Caller, 'companyId' | 'userId'>;

/** What a service needs of the app: its database. */
export type Ctx = Pick<AppContext, 'db'>;

export type VendorEntityType = 'vendor' | 'vendor_questionnaire';

export type VendorAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'invite'
  | 'revoke'
  | 'resend'
  | 'answer'
  | 'submit'
  | 'review'
  | 'send-back'
  | 'approve'
  | 'reject';

/** One row of the vendor register's history, in the change's transaction. */
export async function logVendorActivity(
  trx: Kysely<DB>,
  actor: Actor,
  entry: {
    entityType: VendorEntityType;
    entityId: string;
    action: VendorAction;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  await trx
    .insertInto('activity_log')
    .values({
      company_id: actor.companyId,
      actor_user_id: actor.userId,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      action: entry.action,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}

/** The evidence files of answers, by answer id, oldest first. */
export async function filesOf(
  db: Kysely<DB>,
  companyId: string,
  answerIds: readonly string[],
): Promise<Map<string, EvidenceFile[]>> {
  const byAnswer = new Map<string, EvidenceFile[]>();
  if (!answerIds.length) return byAnswer;
  const rows = await db
    .selectFrom('vendor_answer_files')
    .select(['id', 'answer_id', 'file_name', 'content_type', 'size', 'created_at'])
    .where('company_id', '=', companyId)
    .where('answer_id', 'in', [...answerIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const r of rows)
    byAnswer.set(r.answer_id, [
      ...(byAnswer.get(r.answer_id) ?? []),
      {
        _id: r.id,
        fileName: r.file_name,
        contentType: r.content_type,
        size: r.size,
        createdAt: new Date(r.created_at).toISOString(),
      },
    ]);
  return byAnswer;
}

/** A jsonb column read as its value (PGlite may hand back its text). */
export const jsonOf = <T>(raw: unknown): T =>
  (typeof raw === 'string' ? JSON.parse(raw) : raw) as T;
