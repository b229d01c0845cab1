/**
 * Activity rows: who, when, what, and each changed field's before and after. Built from
 * the light half of antd only (no Table), so the dashboard can show it too.
 */
import { ASSET_STATES, type AssetActivity } from '@itam/shared/contracts';
import { Empty, Space, Tag } from '@itam/shared/antd';
import { Text } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatDateTime } from '../../common/format';
import { activityAssetName, activityChanges } from './activity-changes';

export interface ActivityListProps {
  activities: readonly AssetActivity[];
  /** Show which asset each row is about, linked (company log, dashboard). */
  showAsset?: boolean;
  /** Most changed fields listed per row. */
  maxChanges?: number;
}

const isState = (value: string) => (ASSET_STATES as readonly string[]).includes(value);

export function ActivityList({ activities, showAsset = false, maxChanges = 6 }: ActivityListProps) {
  const { t, i18n } = useTranslation('assets');
  /** State keys read as their names ('In Repair', not IN_REPAIR). */
  const shown = (field: string, value: string) =>
    field === 'state' && isState(value) ? t(`states.${value}`) : value;
  if (!activities.length) return <Empty description={t('activity.empty')} />;
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('activity.listLabel')}>
      {activities.map((activity) => {
        const changes = activityChanges(activity.before, activity.after);
        const assetName = activityAssetName(activity.before, activity.after);
        const linkable =
          showAsset &&
          activity.entityType === 'asset' &&
          activity.entityId &&
          activity.action !== 'delete';
        return (
          <li key={activity._id} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Space wrap size={[8, 0]}>
              <Tag>
                {t(`activity.actions.${activity.action}`, { defaultValue: activity.action })}
              </Tag>
              {linkable ? (
                <Link to={`/assets/edit/${activity.entityId}`}>
                  {assetName ?? t('activity.openAsset')}
                </Link>
              ) : showAsset && assetName ? (
                <Text strong>{assetName}</Text>
              ) : null}
              <Text type="secondary">
                {t('activity.byAt', {
                  who: activity.actor?.name ?? t('activity.system'),
                  when: formatDateTime(activity.at, i18n.language),
                })}
              </Text>
            </Space>
            {changes.length ? (
              <ul style={{ margin: '6px 0 0', paddingInlineStart: 18, fontSize: 13 }}>
                {changes.slice(0, maxChanges).map((change) => (
                  <li key={change.field}>
                    {t('activity.change', {
                      field: t(`form.fields.${change.field}`, { defaultValue: change.field }),
                      before: shown(change.field, change.before),
                      after: shown(change.field, change.after),
                    })}
                  </li>
                ))}
                {changes.length > maxChanges ? (
                  <li>{t('activity.more', { count: changes.length - maxChanges })}</li>
                ) : null}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
