/**
 * The SQL of idempotent creates (platform/idempotency.ts): claiming a key, keeping the first
 * answer, freeing a key whose request failed, and sweeping expired keys. The claim is one
 * statement on the table's primary key, so two servers racing for one key cannot both win.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How long a key is kept (and replays its answer): 24 hours, as Stripe and the draft advise. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** Whose key it is and which route it was sent to: a key is one caller's, on one route. */
export interface IdempotencyScope {
  companyId: string;
  userId: string;
  method: string;
  route: string;
  key: string;
}

/** The first answer, replayed to every retry. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

/**
 * What claiming a key found: `claimed` (this request runs), `running` (another request with
 * the key has not answered yet), `mismatch` (the key was sent with another request) or
 * `done` (the first answer, to replay).
 */
export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'running' }
  | { kind: 'mismatch' }
  | { kind: 'done'; answer: StoredAnswer };

const byScope = (scope: IdempotencyScope) => ({
  company_id: scope.companyId,
  user_id: scope.userId,
  method: scope.method,
  route: scope.route,
  idempotency_key: scope.key,
});

/** Inserts the claim, or takes over an expired row of the same key; false when neither. */
async function insertClaim(
  db: Kysely<DB>,
  scope: IdempotencyScope,
  fingerprint: string,
  now: Date,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEEP_MS);
  const row = await db
    .insertInto('idempotency_keys')
    .values({ ...byScope(scope), fingerprint, created_at: now, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'user_id', 'method', 'route', 'idempotency_key'])
        .doUpdateSet({
          fingerprint,
          status_code: null,
          content_type: null,
          response_body: null,
          created_at: now,
          expires_at: expiresAt,
        })
        .where('idempotency_keys.expires_at', '<=', now),
    )
    .returning('fingerprint')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the key for a request with this fingerprint (a hash of its params, query and body),
 * or says why not. A row freed between the insert and the read is claimed again.
 */
export async function claimIdempotencyKey(
  db: Kysely<DB>,
  scope: IdempotencyScope,
  fingerprint: string,
  now: Date,
): Promise<ClaimOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await insertClaim(db, scope, fingerprint, now)) return { kind: 'claimed' };
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status_code', 'content_type', 'response_body'])
      .where((eb) => eb.and(byScope(scope)))
      .executeTakeFirst();
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status_code === null) return { kind: 'running' };
    const answer = { contentType: row.content_type, body: row.response_body ?? '' };
    return { kind: 'done', answer: { statusCode: row.status_code, ...answer } };
  }
  return { kind: 'running' };
}

/** Keeps the first (successful) answer of a claimed key, for its retries. */
export async function storeIdempotentAnswer(
  db: Kysely<DB>,
  scope: IdempotencyScope,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: answer.statusCode,
      content_type: answer.contentType,
      response_body: answer.body,
    })
    .where((eb) => eb.and(byScope(scope)))
    .execute();
}

/** Frees a claimed key whose request failed, so the client may send it again. */
export async function releaseIdempotencyKey(
  db: Kysely<DB>,
  scope: IdempotencyScope,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) => eb.and(byScope(scope)))
    .where('status_code', 'is', null)
    .execute();
}

/**
 * Deletes the keys that expired by `now`; returns how many. The job runner calls it on a
 * schedule (once across servers); a key found expired before then is taken over on claim.
 */
export async function sweepExpiredIdempotencyKeys(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
