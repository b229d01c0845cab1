import { expectSuccess, http } from '@itam/shared/api';
import { API_PATHS, type GetAssetsResponse } from '@itam/shared/contracts';

export type AssetsPage = Extract<GetAssetsResponse, { type: 'success' }>;

export interface GetAssetsParams {
  pageNumber: number;
  limit: number;
}

/** GET /assets/get-assets — one page of the company's assets; the counts come back as numbers. */
export async function getAssets({ pageNumber, limit }: GetAssetsParams): Promise<AssetsPage> {
  const page = expectSuccess(await http.get<GetAssetsResponse>(API_PATHS.getAssets, { params: { pageNumber, limit } }));
  return {
    ...page,
    totalAssetsCount: Number(page.totalAssetsCount),
    limit: Number(page.limit),
    pageNumber: Number(page.pageNumber),
  };
}
