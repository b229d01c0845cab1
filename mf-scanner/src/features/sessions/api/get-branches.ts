/** GET /api/company/locations/dropdown: the company's branches (the places a session counts). */
import { getLocationsDropdown } from '@itam/shared/api';
import type { Location } from '@itam/shared/contracts';
import { fromApiCall } from '@itam/shared/store';
import { scannerApi } from '../../../common/scanner-api';

const endpoint = scannerApi.injectEndpoints({
  endpoints: (build) => ({
    scannerBranches: build.query<Location[], void>({
      queryFn: () => fromApiCall(async () => (await getLocationsDropdown()).locations),
      providesTags: ['Location'],
    }),
  }),
});

export const { useScannerBranchesQuery } = endpoint;
