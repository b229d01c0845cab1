/** What the vendor register's routes share: their access, the caller, the :id and the log. */
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@itam/shared/contracts';
import { authOf, requireAnyOf, type Entitlement } from '../../auth/guard';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { vendorIdParamsSchema } from './schemas';

/** The company module of the vendor screens (vendor reviews are the SaaS-vendor review). */
export const VENDOR_MODULE: Entitlement = 'saas-products';

export const vendorAccess = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf(VENDOR_MODULE, ...permissions) },
});

export interface VendorActor {
  companyId: string;
  userId: string;
}

export function vendorActorOf(request: FastifyRequest): VendorActor {
  const { companyId, userId } = authOf(request);
  return { companyId, userId };
}

/** The caller and the :id of the path (400 naming `id` when it is not a uuid). */
export function vendorTarget(request: FastifyRequest): { actor: VendorActor; id: string } {
  const { id } = parseInput(vendorIdParamsSchema, request.params, 'params');
  return { actor: vendorActorOf(request), id };
}

export const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

export const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, message, field ? [{ field, message }] : undefined);

/** True when a failed statement broke the unique index of that name. */
export function violates(err: unknown, constraint: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return false;
  const named = typeof e.constraint === 'string' ? e.constraint : String(e.message ?? '');
  return named.includes(constraint);
}

export type VendorEntityType = 'vendor' | 'vendor_questionnaire';

/** One row of the vendor register's history (activity_log), in the change's transaction. */
export async function logVendorActivity(
  trx: Kysely<DB>,
  /** `userId` null: the vendor itself, through its link. */
  actor: { companyId: string; userId: string | null },
  entry: {
    entityType: VendorEntityType;
    entityId: string;
    action:
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

export interface EvidenceFile {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
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
