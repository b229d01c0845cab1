/** GET /company/profile */
import { ORG_API_PATHS, type CompanyInfoResponse } from '@itam/shared/contracts';
import { assetsApi, type Ok } from '../../../common/assets-api';

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyInfo: build.query<Ok<CompanyInfoResponse>['company'], void>({
      query: () => ({ url: ORG_API_PATHS.company }),
      transformResponse: (answer: Ok<CompanyInfoResponse>) => answer.company,
      providesTags: ['Company'],
    }),
  }),
});

export const { useGetCompanyInfoQuery } = endpoint;
