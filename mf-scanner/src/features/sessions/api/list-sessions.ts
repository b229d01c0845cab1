/**
 * GET /api/audit-sessions?status=open|closed: the open sessions an auditor may join (newest
 * first, 25), or the last five closed ones (their reports and follow-ups).
 */
import type {
  AuditSessionsResponse,
  AuditSessionSummary,
} from '@itam/shared/contracts/audit-sessions';
import { scannerApi } from '../../../common/scanner-api';

const LIMITS = { open: '25', closed: '5' } as const;

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerSessions: build.query<AuditSessionSummary[], 'open' | 'closed'>({
      query: (status) => ({ url: '/audit-sessions', params: { status, limit: LIMITS[status] } }),
      transformResponse: (answer: AuditSessionsResponse) => answer.sessions,
      providesTags: ['AuditSessionList'],
    }),
  }),
});

export const { useScannerSessionsQuery } = endpoint;
