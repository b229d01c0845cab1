/**
 * Employee exits' user actions (`on_exit`, module asset-management), one transaction each,
 * each answering the exit in full as the caller sees it: start one, the list with what is
 * outstanding and overdue, a department's signature, IT's recovery of an item, the
 * authority's signature and the certificate, and HR's record of the interview. The rules of
 * who signs when are in state.ts.
 */
import type { Kysely } from 'kysely';
import type {
  AuthoritySignInput,
  Exit,
  ExitListFilter,
  ExitListResponse,
  InterviewAnswers,
  ItemOutcomeInput,
  StartExitInput,
} from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import type { ExitActor } from './access';
import { companyToday } from './company.queries';
import { EXIT_NOT_FOUND, exitDetail, loadExit } from './exit-record';
import { startExit } from './exit-start.service';
import { summaryOf } from './exit-view';
import { certificateOf, exitPage, itemsOf, tasksOf, upsertInterview } from './exits.queries';
import { recordItem } from './item-recovery.service';
import { authoritySign, signDepartment } from './signoff.service';

/** A page of the company's exits, latest last working day first. */
export async function listExits(
  db: Kysely<DB>,
  actor: ExitActor,
  query: ExitListFilter,
): Promise<ExitListResponse> {
  const { companyId } = actor;
  const today = await companyToday(db, companyId);
  const { rows, total } = await exitPage(db, companyId, query, actor, today);
  const ids = rows.map((r) => r.id);
  const [tasks, items] = await Promise.all([
    tasksOf(db, companyId, ids),
    itemsOf(db, companyId, ids),
  ]);
  return {
    type: 'success',
    exits: rows.map((r) =>
      summaryOf(
        r,
        tasks.filter((t) => t.exit_id === r.id),
        items.filter((i) => i.exit_id === r.id),
        today,
        actor,
      ),
    ),
    total,
    pageNumber: query.pageNumber,
    limit: query.limit,
  };
}

export const getExit = (db: Kysely<DB>, actor: ExitActor, id: string): Promise<Exit> =>
  exitDetail(db, actor.companyId, id, actor);

/** Starts an exit (the leaver's items listed, each asset pending return). */
export async function start(db: Kysely<DB>, actor: ExitActor, input: StartExitInput) {
  const id = await db.transaction().execute((trx) => startExit(trx, actor, input));
  return exitDetail(db, actor.companyId, id, actor);
}

/** A department's signature (its head or an administrator). */
export async function sign(
  db: Kysely<DB>,
  actor: ExitActor,
  id: string,
  key: string,
  comment: string | null,
): Promise<Exit> {
  await db.transaction().execute((trx) => signDepartment(trx, actor, id, key, comment));
  return exitDetail(db, actor.companyId, id, actor);
}

/** IT's recovery of one item. */
export async function recover(
  db: Kysely<DB>,
  actor: ExitActor,
  id: string,
  itemId: string,
  input: ItemOutcomeInput,
): Promise<Exit> {
  await db.transaction().execute((trx) => recordItem(trx, actor, id, itemId, input));
  return exitDetail(db, actor.companyId, id, actor);
}

/** The authority's signature: the certificate, the exit completed. */
export async function signAsAuthority(
  db: Kysely<DB>,
  actor: ExitActor,
  id: string,
  input: AuthoritySignInput,
): Promise<Exit> {
  await db.transaction().execute((trx) => authoritySign(trx, actor, id, input));
  return exitDetail(db, actor.companyId, id, actor);
}

/** HR's record of the exit interview (replacing earlier answers). */
export async function saveInterview(
  db: Kysely<DB>,
  actor: ExitActor,
  id: string,
  answers: InterviewAnswers,
): Promise<Exit> {
  await loadExit(db, actor.companyId, id);
  await upsertInterview(db, actor.companyId, id, answers);
  return exitDetail(db, actor.companyId, id, actor);
}

/** The clearance certificate's PDF (404 until the authority has signed). */
export async function certificatePdf(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<Buffer> {
  const row = await certificateOf(db, companyId, id);
  if (!row) throw notFound(EXIT_NOT_FOUND);
  if (!row.certificate) throw notFound('The certificate exists once the authority has signed');
  return Buffer.from(row.certificate);
}
