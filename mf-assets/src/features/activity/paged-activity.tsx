/**
 * A paged activity log (an asset's, or the company's): loading, error with retry, empty,
 * pages. The page is the component's own, or its caller's (`page`/`onPageChange`: the
 * company log keeps it in the URL).
 */
import type { AssetActivity } from '@itam/shared/contracts';
import { Skeleton } from '@itam/shared/antd';
import { LoadError } from '@itam/shared/ui';
import { Pagination } from '@itam/shared/antd-data';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { useApiData } from '../../common/use-api-data';
import { ActivityList, type ActivityListProps } from './activity-list';

export const ACTIVITY_PAGE_SIZE = 20;

export interface PagedActivityProps<A extends AssetActivity = AssetActivity> extends Pick<
  ActivityListProps<A>,
  'subject' | 'actionsKey'
> {
  load: (pageNumber: number, limit: number) => Promise<{ activities: A[]; total: number }>;
  /** Changes when the log should load again (an asset id, a save counter, the filters). */
  reloadKey?: unknown;
  showAsset?: boolean;
  /** The page shown, from 1 (with onPageChange: the caller holds it). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Said when the log is empty (e.g. 'No activity matches these filters'). */
  emptyText?: string;
}

export function PagedActivity<A extends AssetActivity = AssetActivity>({
  load,
  reloadKey,
  showAsset,
  page: controlledPage,
  onPageChange,
  emptyText,
  subject,
  actionsKey,
}: PagedActivityProps<A>) {
  const { t } = useTranslation('assets');
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const changePage = onPageChange ?? setOwnPage;
  const answer = useApiData(() => load(page - 1, ACTIVITY_PAGE_SIZE), [page, reloadKey]);

  if (answer.error) {
    return (
      <LoadError
        title={t('activity.loadFailed')}
        description={answer.error}
        onRetry={answer.reload}
      />
    );
  }
  if (!answer.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { activities, total } = answer.data;
  return (
    <div aria-busy={answer.loading}>
      {!activities.length && emptyText ? (
        <p>{emptyText}</p>
      ) : (
        <ActivityList
          activities={activities}
          showAsset={showAsset}
          subject={subject}
          actionsKey={actionsKey}
        />
      )}
      {total > ACTIVITY_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={changePage}
          showTotal={(count) => t('activity.total', { count })}
        />
      ) : null}
    </div>
  );
}
