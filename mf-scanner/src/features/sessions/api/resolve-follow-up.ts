/**
 * POST /api/audit-sessions/:id/follow-ups/:followUpId/resolve: the answer, the session as
 * it is then, is kept as the session's read; the lists and the asset read again.
 */
import type {
  AuditFollowUpResolution,
  AuditSessionDetail,
  AuditSessionResponse,
} from '@itam/shared/contracts/audit-sessions';
import { assetTags, scannerApi } from '../../../common/scanner-api';
import { keepSessionAnswer } from './get-session';

interface ResolveArgs {
  sessionId: string;
  followUpId: string;
  assetId: string;
  resolution: AuditFollowUpResolution;
}

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerResolveFollowUp: build.mutation<AuditSessionDetail, ResolveArgs>({
      query: ({ sessionId, followUpId, resolution }) => ({
        url: `/audit-sessions/${encodeURIComponent(sessionId)}/follow-ups/${encodeURIComponent(followUpId)}/resolve`,
        method: 'POST',
        body: { resolution },
      }),
      transformResponse: (answer: AuditSessionResponse) => answer.session,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(keepSessionAnswer(data));
        } catch {
          // Refused: the dialog shows why; the kept session stands.
        }
      },
      invalidatesTags: (_session, error, { assetId }) =>
        error ? [] : ['AuditSessionList', ...assetTags(assetId)],
    }),
  }),
});

export const { useScannerResolveFollowUpMutation } = endpoint;
