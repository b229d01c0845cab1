/**
 * GET /api/audit-sessions/expected-count: how many assets a session of the branch and
 * filter would expect now.
 */
import type {
  AuditExpectedCountResponse,
  AuditSessionStart,
} from '@itam/shared/contracts/audit-sessions';
import { scannerApi } from '../../../common/scanner-api';

/** A session's filter: the asset types and states it counts (none: all). */
export type SessionFilter = NonNullable<AuditSessionStart['filter']>;

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerExpectedCount: build.query<number, { branchId: string; filter: SessionFilter }>({
      query: ({ branchId, filter }) => {
        const params: Record<string, string> = { branchId };
        if (filter.assetTypeIds?.length) params.assetTypeIds = filter.assetTypeIds.join(',');
        if (filter.states?.length) params.states = filter.states.join(',');
        return { url: '/audit-sessions/expected-count', params };
      },
      transformResponse: (answer: AuditExpectedCountResponse) => answer.expected,
    }),
  }),
});

export const { useScannerExpectedCountQuery } = endpoint;
