/**
 * What an upload-url answer says besides `uploadUrl` (issue 33), whichever file store the
 * API has: the request that sends the file (`upload`: a pre-signed PUT straight to the
 * bucket, or the API's own signed address on local disk, with the headers to send) and the
 * address the client then POSTs to, always, to have the file confirmed and recorded; the
 * answer of that POST is the one the PUT to `uploadUrl` gives. `uploadWithTicket`
 * (`@itam/shared/api`) does both.
 */
import { z } from './zod';

export const uploadTicketFields = {
  upload: z.object({
    method: z.literal('PUT'),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
  confirmUrl: z.string(),
};
