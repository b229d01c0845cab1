/** GET /api/audit-sessions/:id: the session with its counts and lists. */
import type {
  AuditSessionDetail,
  AuditSessionResponse,
} from '@itam/shared/contracts/audit-sessions';
import { scannerApi } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerSession: build.query<AuditSessionDetail, string>({
      query: (id) => ({ url: `/audit-sessions/${encodeURIComponent(id)}` }),
      transformResponse: (answer: AuditSessionResponse) => answer.session,
      providesTags: (_session, _error, id) => [{ type: 'AuditSession', id }],
    }),
  }),
});

export const { useScannerSessionQuery } = endpoint;

/** The session as the server answered a change (closing, a follow-up): kept as read. */
export const keepSessionAnswer = (session: AuditSessionDetail) =>
  endpoint.util.upsertQueryEntries([
    { endpointName: 'scannerSession', arg: session._id, value: session },
  ]);
