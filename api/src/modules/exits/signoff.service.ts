/**
 * The signatures of an exit: a department's (its head or an administrator; the exit is
 * cleared once every department has signed) and the authority's, which renders and stores
 * the clearance certificate and completes the exit.
 */
import type { Kysely } from 'kysely';
import { formatDay, formatMoment } from '@itam/shared/contracts';
import { SIGNATURE_MAX_BYTES, type AuthoritySignInput } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import { badField, notFound } from '../../platform/http-errors';
import type { ExitActor } from './access';
import { isPng, renderClearanceCertificate, type CertificateInput } from './certificate';
import { companyStyle } from './company.queries';
import { loadExit } from './exit-record';
import { incidentLabel, partsOf } from './exit-view';
import {
  itemsOf,
  signTask,
  tasksOf,
  updateExit,
  type ExitRow,
  type ItemRow,
  type TaskRow,
} from './exits.queries';
import { assertHoldingsAsRecorded } from './holdings.service';
import { authoritySignRefusal, departmentSignRefusal, enforce, statusOf } from './state';

/** A department head's (or an administrator's) signature, in the caller's transaction. */
export async function signDepartment(
  trx: Kysely<DB>,
  actor: ExitActor,
  id: string,
  key: string,
  comment: string | null,
): Promise<void> {
  const exit = await loadExit(trx, actor.companyId, id, true);
  const [tasks, items] = await Promise.all([
    tasksOf(trx, actor.companyId, [id]),
    itemsOf(trx, actor.companyId, [id]),
  ]);
  if (!tasks.some((t) => t.key === key)) throw notFound('No such department in this exit');
  const parts = partsOf(exit, tasks, items);
  enforce(departmentSignRefusal(parts, key, actor));
  const now = new Date();
  await signTask(trx, actor.companyId, id, key, { userId: actor.userId, at: now, comment });
  const status = statusOf({
    ...parts,
    tasks: parts.tasks.map((t) => (t.key === key ? { ...t, signedAt: now } : t)),
  });
  if (status !== exit.status) await updateExit(trx, actor.companyId, id, { status });
}

/** A drawn signature's PNG bytes (400 naming `signature` unless it is a PNG of at most 200 KB). */
function signaturePng(value: string): Uint8Array {
  const base64 = value.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw badField('signature', 'Draw the signature (a PNG image)');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (!isPng(bytes)) throw badField('signature', 'Draw the signature (a PNG image)');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw badField('signature', 'The signature image is too large');
  return bytes;
}

function itemDetail(i: ItemRow): string {
  if (i.outcome === 'returned') return `condition ${i.condition}, data wiped`;
  if (i.outcome === 'transferred') return `to ${i.successor_name}`;
  const incident = i.incident_number ? `, ${incidentLabel(i.incident_number)}` : '';
  return `charge ${Number(i.charge_amount ?? 0).toFixed(2)}${incident}`;
}

/** What the certificate says, its days and times as the company writes them (in English). */
async function certificateInput(
  trx: Kysely<DB>,
  companyId: string,
  exit: ExitRow,
  parts: { tasks: TaskRow[]; items: ItemRow[] },
  authority: { name: string; at: Date; png: Uint8Array },
): Promise<CertificateInput> {
  const company = await companyStyle(trx, companyId);
  const style = { timeZone: company.time_zone, clock: company.clock };
  const day = (d: Date | string) => formatDay(d, 'en', style.timeZone);
  const moment = (d: Date | string) => formatMoment(d, 'en', style);
  return {
    companyName: company.name,
    employee: {
      code: exit.employee_code,
      name: exit.employee_name,
      department: exit.department_name,
    },
    reason: exit.reason,
    startedOn: day(exit.started_at),
    lastWorkingDay: day(exit.last_working_day),
    items: parts.items.map((i) => ({
      name: i.asset_name,
      tag: i.asset_tag,
      outcome: i.outcome,
      detail: itemDetail(i),
    })),
    departments: parts.tasks.map((t) => ({
      name: t.name,
      signedBy: t.signed_by_name ?? '',
      signedOn: moment(t.signed_at!),
      comment: t.comment,
    })),
    authority: {
      name: authority.name,
      signedOn: moment(authority.at),
      signaturePng: authority.png,
    },
  };
}

/** The authority's signature and the certificate, in the caller's transaction. */
export async function authoritySign(
  trx: Kysely<DB>,
  actor: ExitActor,
  exitId: string,
  input: AuthoritySignInput,
): Promise<void> {
  const png = signaturePng(input.signature);
  const exit = await loadExit(trx, actor.companyId, exitId, true);
  const [tasks, items] = await Promise.all([
    tasksOf(trx, actor.companyId, [exitId]),
    itemsOf(trx, actor.companyId, [exitId]),
  ]);
  enforce(authoritySignRefusal(partsOf(exit, tasks, items)));
  // The certificate lists the items as recorded: the leaver must hold nothing they contradict.
  await assertHoldingsAsRecorded(trx, actor.companyId, exit);
  const now = new Date();
  const what = await certificateInput(
    trx,
    actor.companyId,
    exit,
    { tasks, items },
    {
      name: input.name,
      at: now,
      png,
    },
  );
  let certificate: Uint8Array;
  try {
    certificate = await renderClearanceCertificate(what);
  } catch {
    throw badField('signature', 'The signature image could not be read');
  }
  await updateExit(trx, actor.companyId, exitId, {
    status: 'completed',
    authority_user_id: actor.userId,
    authority_name: input.name,
    authority_signed_at: now,
    authority_signature: png,
    certificate,
    completed_at: now,
  });
}
