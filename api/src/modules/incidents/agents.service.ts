/** Who a ticket can be assigned to: the company's active users whose role works tickets. */
import type { Kysely } from 'kysely';
import type { Agent } from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import type { DeskContext } from './context';
import { badField } from '../../platform/http-errors';
import { selectAgents } from './agents.queries';

export async function listAgents({ db }: DeskContext, companyId: string): Promise<Agent[]> {
  const agents = await selectAgents(db, companyId);
  return agents.map((a) => ({ _id: a.id, name: a.name, email: a.email }));
}

/** 400 naming `assigneeId` unless the user is one of the company's agents. */
export async function requireAgent(db: Kysely<DB>, companyId: string, userId: string) {
  const [agent] = await selectAgents(db, companyId, userId);
  if (!agent)
    throw badField('assigneeId', 'Must be an active user of your company who works tickets');
}
