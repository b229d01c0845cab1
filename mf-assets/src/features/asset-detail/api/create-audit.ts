/** POST /assets/:id/audits */
import {
  ASSET_API_PATHS,
  type AssetAuditInput,
  type AssetAuditResponse,
} from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';
import type { AuditList } from './asset-detail-api';
import { detailWriteTags } from './detail-writes';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    createAudit: build.mutation<AuditList[number], { id: string; body: AssetAuditInput }>({
      query: ({ id, body }) => ({ url: ASSET_API_PATHS.audits(id), method: 'POST', body }),
      transformResponse: (answer: Ok<AssetAuditResponse>) => answer.audit,
      invalidatesTags: (_audit, _error, { id }) => detailWriteTags('Audit', id),
    }),
  }),
});

export const { useCreateAuditMutation } = endpoint;
