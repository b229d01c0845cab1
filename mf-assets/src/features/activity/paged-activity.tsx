/**
 * A paged activity log (an asset's, or the company's): loading, error with retry, empty,
 * pages. The page is the component's own, or its caller's (`page`/`onPageChange`: the
 * company log keeps it in the URL).
 */
import type { AssetActivity } from '@itam/shared/contracts';
import { Skeleton } from '@itam/shared/antd';
import { errorMessageOf } from '@itam/shared/store';
import { LoadError } from '@itam/shared/ui';
import { Pagination } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { ActivityList, type ActivityListProps } from './activity-list';

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * A log grows with every change anyone makes: a page shown again is read again (the kept
 * page shows at once meanwhile), unlike the cached reads of records.
 */
export const LOG_QUERY_OPTIONS = { refetchOnMountOrArgChange: true } as const;

/** A page of a log as a query hook gives it (the server-data layer's result). */
export interface ActivityAnswer<A extends AssetActivity = AssetActivity> {
  data?: { activities: A[]; total: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedActivityProps<A extends AssetActivity = AssetActivity> extends Pick<
  ActivityListProps<A>,
  'subject' | 'actionsKey'
> {
  /** The shown page's answer (its query names the page and the filters). */
  answer: ActivityAnswer<A>;
  showAsset?: boolean;
  /** The page shown, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** Said when the log is empty (e.g. 'No activity matches these filters'). */
  emptyText?: string;
}

export function PagedActivity<A extends AssetActivity = AssetActivity>({
  answer,
  showAsset,
  page,
  onPageChange: changePage,
  emptyText,
  subject,
  actionsKey,
}: PagedActivityProps<A>) {
  const { t } = useTranslation('assets');
  const error = errorMessageOf(answer.error);

  if (error) {
    return (
      <LoadError
        title={t('activity.loadFailed')}
        description={error}
        onRetry={() => void answer.refetch()}
      />
    );
  }
  if (!answer.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { activities, total } = answer.data;
  return (
    <div aria-busy={answer.isFetching}>
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
