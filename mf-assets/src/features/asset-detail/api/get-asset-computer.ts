/**
 * GET /agent-computers?assetId&pageNumber=0&limit=1, then GET /agent-computers/:id: the
 * agent's computer of an asset with its detail and latest jobs (null when no agent reports
 * for it). A job started for it (the diagnostics screens invalidate 'AgentJob') has the tab
 * read it again.
 */
import { expectSuccess, http } from '@itam/shared/api';
import {
  AGENT_API,
  type AgentComputerDetail,
  type AgentComputerList,
} from '@itam/shared/contracts';
import { fromApiCall } from '@itam/shared/store';
import { assetsApi } from '../../../common/assets-api';

async function getAssetComputer(assetId: string): Promise<AgentComputerDetail | null> {
  const page = expectSuccess(
    await http.get<AgentComputerList>(AGENT_API.computers, {
      params: { assetId, pageNumber: 0, limit: 1 },
    }),
  );
  const computer = page.items[0];
  if (!computer) return null;
  return expectSuccess(await http.get<AgentComputerDetail>(AGENT_API.computer(computer._id)));
}

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetComputer: build.query<AgentComputerDetail | null, string>({
      queryFn: (assetId) => fromApiCall(() => getAssetComputer(assetId)),
      providesTags: ['AgentComputer', 'AgentJob'],
    }),
  }),
});

export const { useGetAssetComputerQuery } = endpoint;
