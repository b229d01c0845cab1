/** Pieces the service desk's wire shapes share: levels, trimmed text, id params, a user. */
import { z } from '../zod';

/** The API's prefix of the service desk. */
export const INCIDENTS_API = '/api/incidents';

/** Urgency, impact or priority in a body: 1 to 5. */
export const levelInput = z.number().int().min(1).max(5);
/** A level in a query string. */
export const queryLevel = z.coerce.number().int().min(1).max(5);
/** Text that must not be blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const idParams = z.object({ id: z.guid() });
export type IdParams = z.infer<typeof idParams>;

/** A user as the desk names them. */
export const userRefSchema = z.object({ _id: z.string(), name: z.string() });
export type TicketUserRef = z.infer<typeof userRefSchema>;
