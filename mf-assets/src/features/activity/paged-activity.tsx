/** A paged activity log (an asset's, or the company's): loading, error with retry, empty, pages. */
import { Alert, Button, Skeleton } from '@itam/shared/antd';
import { Pagination } from '@itam/shared/antd-data';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { useApiData } from '../../common/use-api-data';
import type { ActivityPage } from '../asset-detail/api/asset-detail-api';
import { ActivityList } from './activity-list';

export const ACTIVITY_PAGE_SIZE = 20;

export interface PagedActivityProps {
  load: (pageNumber: number, limit: number) => Promise<ActivityPage>;
  /** Changes when the log should load again (an asset id, a save counter). */
  reloadKey?: unknown;
  showAsset?: boolean;
}

export function PagedActivity({ load, reloadKey, showAsset }: PagedActivityProps) {
  const { t } = useTranslation('assets');
  const [pageNumber, setPageNumber] = useState(0);
  const page = useApiData(() => load(pageNumber, ACTIVITY_PAGE_SIZE), [pageNumber, reloadKey]);

  if (page.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('activity.loadFailed')}
        description={page.error}
        action={<Button onClick={page.reload}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!page.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div aria-busy={page.loading}>
      <ActivityList activities={page.data.activities} showAsset={showAsset} />
      {page.data.total > ACTIVITY_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNumber + 1}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={page.data.total}
          showSizeChanger={false}
          onChange={(current) => setPageNumber(current - 1)}
          showTotal={(total) => t('activity.total', { count: total })}
        />
      ) : null}
    </div>
  );
}
