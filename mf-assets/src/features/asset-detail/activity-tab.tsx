/** An asset's activity log, a page at a time; a write to the asset makes it read again. */
import { useState } from 'react';
import { ACTIVITY_PAGE_SIZE, LOG_QUERY_OPTIONS, PagedActivity } from '../activity/paged-activity';
import { useGetAssetActivityQuery } from './api/get-asset-activity';

export function ActivityTab({ assetId }: { assetId: string }) {
  const [page, setPage] = useState(1);
  const answer = useGetAssetActivityQuery(
    {
      id: assetId,
      pageNumber: page - 1,
      limit: ACTIVITY_PAGE_SIZE,
    },
    LOG_QUERY_OPTIONS,
  );
  return <PagedActivity answer={answer} page={page} onPageChange={setPage} />;
}
