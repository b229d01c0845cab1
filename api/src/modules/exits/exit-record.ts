/** One exit read for a service: its row (404 when the company has no such exit), or in full. */
import type { Kysely } from 'kysely';
import type { Exit } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { companyToday } from './company.queries';
import { fullExit, type Viewer } from './exit-view';
import { findExitRow, itemsOf, tasksOf, type ExitRow } from './exits.queries';

export const EXIT_NOT_FOUND = 'Exit not found';

/** The exit's row, locked for update with `lock`; 404 when the company has no such exit. */
export async function loadExit(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  lock = false,
): Promise<ExitRow> {
  const row = await findExitRow(db, companyId, id, lock);
  if (!row) throw notFound(EXIT_NOT_FOUND);
  return row;
}

/** One exit in full: its departments, items, open tickets, interview, authority and timeline. */
export async function exitDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  viewer: Viewer | null = null,
): Promise<Exit> {
  const row = await loadExit(db, companyId, id);
  const [tasks, items, today] = await Promise.all([
    tasksOf(db, companyId, [id]),
    itemsOf(db, companyId, [id]),
    companyToday(db, companyId),
  ]);
  return fullExit(row, tasks, items, today, viewer);
}
