/** The organisation's change log: who changed which setting, before and after, newest first. */
import { useState } from 'react';
import type { OrgActivity } from '@itam/shared/contracts';
import { Skeleton } from '@itam/shared/antd';
import { Pagination, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { EmptyState } from '@itam/shared/ui';
import { formatDateTime } from '../../../common/format';
import { useApiData } from '../../../common/use-api-data';
import { getOrgActivity } from '../api/admin-api';
import { LoadFailed } from './view-parts';

const PAGE_SIZE = 20;

/** The changed fields of a row: `field: before → after`. */
export function changeLines(activity: Pick<OrgActivity, 'before' | 'after'>): string[] {
  const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const before = record(activity.before);
  const after = record(activity.after);
  const show = (v: unknown) =>
    v === null || v === undefined || v === ''
      ? '—'
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]) || !(key in before))
    .map((key) =>
      key in before && key in after
        ? `${key}: ${show(before[key])} → ${show(after[key])}`
        : `${key}: ${show(after[key] ?? before[key])}`,
    );
}

export default function ActivityView() {
  const { t, i18n } = useTranslation('assets');
  const [pageNumber, setPageNumber] = useState(0);
  const page = useApiData(() => getOrgActivity(pageNumber, PAGE_SIZE), [pageNumber]);
  if (page.error) return <LoadFailed error={page.error} onRetry={page.reload} />;
  if (!page.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Table<OrgActivity>
        rowKey="_id"
        size="small"
        pagination={false}
        loading={page.loading}
        dataSource={page.data.activities}
        locale={{ emptyText: <EmptyState compact title={t('org.activity.empty')} /> }}
        columns={[
          {
            key: 'at',
            title: t('org.activity.when'),
            render: (_: unknown, a: OrgActivity) => formatDateTime(a.at, i18n.language),
          },
          {
            key: 'who',
            title: t('org.activity.who'),
            render: (_: unknown, a: OrgActivity) => a.actor?.name ?? t('org.activity.someone'),
          },
          {
            key: 'what',
            title: t('org.activity.what'),
            render: (_: unknown, a: OrgActivity) =>
              `${t(`org.activity.actions.${a.action}`, { defaultValue: a.action })} · ${t(`org.activity.entities.${a.entityType}`, { defaultValue: a.entityType })}${a.label ? ` · ${a.label}` : ''}`,
          },
          {
            key: 'changes',
            title: t('org.activity.changes'),
            render: (_: unknown, a: OrgActivity) => (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {changeLines(a).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      {page.data.total > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNumber + 1}
          pageSize={PAGE_SIZE}
          total={page.data.total}
          showSizeChanger={false}
          onChange={(current) => setPageNumber(current - 1)}
        />
      ) : null}
    </>
  );
}
