/** The ticket list: the agents' queue, or the caller's own tickets; paged by offset or cursor. */
import type { TicketListQueryInput, TicketPageResponse } from '@itam/shared/contracts/incidents';
import type { DeskContext } from './context';
import type { Caller } from '../../platform/access';
import { badField } from '../../platform/http-errors';
import { deskActorOf } from './access';
import type { TicketMount } from './mounts';
import { afterCursor, countOf, listFilter, selectPage } from './ticket-list.queries';
import { toTicketSummary } from './ticket-records.queries';

function decodeCursor(cursor: string): { us: number; id: string } {
  const match = /^(\d{1,17})\.([0-9a-f-]{36})$/i.exec(
    Buffer.from(cursor, 'base64url').toString('latin1'),
  );
  if (!match) throw badField('cursor', 'Not a cursor this list gave');
  return { us: Number(match[1]), id: match[2]! };
}

export async function listTickets(
  { db }: DeskContext,
  mount: TicketMount,
  caller: Caller,
  q: TicketListQueryInput,
): Promise<TicketPageResponse> {
  const actor = deskActorOf(caller);
  const kinds = [...(q.kind?.filter((k) => mount.kinds.includes(k)) ?? mount.kinds)];
  const filter = listFilter(actor, q, kinds);
  const page = [...filter];
  if (q.cursor) {
    if (q.sort !== 'newest') throw badField('cursor', 'Keyset paging is for sort newest only');
    page.push(afterCursor(decodeCursor(q.cursor)));
  }
  const offset = q.cursor ? 0 : q.pageNumber * q.limit;
  const [rows, total] = await Promise.all([
    selectPage(db, actor, q, page, offset),
    q.withTotal === 'true' ? countOf(db, actor, q, kinds, filter) : Promise.resolve(null),
  ]);
  const more = rows.length > q.limit;
  const list = rows.slice(0, q.limit);
  const last = list[list.length - 1];
  return {
    type: 'success',
    tickets: list.map(toTicketSummary),
    total,
    nextCursor:
      more && last && q.sort === 'newest'
        ? Buffer.from(`${Number(last.created_us)}.${last.id}`, 'latin1').toString('base64url')
        : null,
  };
}
