/** The company's IT agents: who a ticket can be assigned to. */
import { z } from '../zod';
import { INCIDENTS_API } from './common';

export const AGENTS_PATH = `${INCIDENTS_API}/agents`;

export const agentSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
/** A user of the company whose role works tickets. */
export type Agent = z.infer<typeof agentSchema>;

export const agentsResponse = z.object({
  type: z.literal('success'),
  agents: z.array(agentSchema),
});
