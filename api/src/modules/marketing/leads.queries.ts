/** The public site's writes: enquiries (leads) and page-view fingerprints. */
import { sql, type Kysely } from 'kysely';
import type { LeadKind } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';

export interface LeadRow {
  reference: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  details: Record<string, unknown>;
}

export async function insertLead(db: Kysely<DB>, lead: LeadRow): Promise<void> {
  await db
    .insertInto('leads')
    .values({ ...lead, details: JSON.stringify(lead.details) })
    .execute();
}

/** One row per visitor: a repeat visit bumps last_seen and the count. */
export async function upsertWebVisit(db: Kysely<DB>, visitorId: string): Promise<void> {
  await db
    .insertInto('web_visits')
    .values({ visitor_id: visitorId })
    .onConflict((oc) =>
      oc.column('visitor_id').doUpdateSet({
        last_seen: sql<Date>`now()`,
        visit_count: sql<number>`web_visits.visit_count + 1`,
      }),
    )
    .execute();
}
