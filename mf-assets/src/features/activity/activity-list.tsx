/**
 * Activity rows as sentences: who did what to which asset (its name and tag, a link to
 * it), when, and the details (each changed field's before and after, a note, a date),
 * every value as the screen it came from shows it. Built from the light half of antd
 * only (no Table), so the dashboard can show it too.
 */
import type { AssetActivity } from '@itam/shared/contracts';
import { Empty } from '@itam/shared/antd';
import { Text } from '@itam/shared/ui';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { formatDateTime } from '../../common/format';
import { ASSET_SLOT, assetText, describeActivity } from './activity-sentence';

export interface ActivityListProps<A extends AssetActivity = AssetActivity> {
  activities: readonly A[];
  /** What a row is about, in its sentence: by default its asset (a link with showAsset). */
  subject?: (activity: A) => ReactNode;
  /** Where the actions' names are (see describeActivity). */
  actionsKey?: string;
  /** Link each row's asset to its page (company log, dashboard); off on the asset's own page. */
  showAsset?: boolean;
  /** Most detail lines listed per row. */
  maxChanges?: number;
}

/** The asset of a row: a link to its page while it exists, else its name. */
function AssetName({ activity, link }: { activity: AssetActivity; link: boolean }) {
  const { t } = useTranslation('assets');
  const text = assetText(activity, t);
  if (link && activity.asset && !activity.asset.deleted)
    // Underlined: inside a sentence a link must not stand out by its colour alone (WCAG 1.4.1).
    return (
      <Link to={`/assets/edit/${activity.asset._id}`} style={{ textDecoration: 'underline' }}>
        {text}
      </Link>
    );
  return <strong>{text}</strong>;
}

/** The translated sentence with the asset element where its placeholder is. */
function withAsset(sentence: string, asset: ReactNode): ReactNode {
  const parts = sentence.split(ASSET_SLOT);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? asset : null}
    </Fragment>
  ));
}

export function ActivityList<A extends AssetActivity = AssetActivity>({
  activities,
  showAsset = false,
  maxChanges = 6,
  subject,
  actionsKey,
}: ActivityListProps<A>) {
  const { t, i18n } = useTranslation('assets');
  if (!activities.length) return <Empty description={t('activity.empty')} />;
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('activity.listLabel')}>
      {activities.map((activity) => {
        const { sentence, details } = describeActivity(activity, t, i18n.language, {
          actionsKey,
        });
        return (
          <li
            key={activity._id}
            data-action={activity.action}
            style={{
              padding: '10px 0',
              borderBottom: '1px solid #f0f0f0',
              overflowWrap: 'anywhere',
            }}
          >
            <div>
              {withAsset(
                sentence,
                subject ? subject(activity) : <AssetName activity={activity} link={showAsset} />,
              )}
            </div>
            <Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={activity.at}>{formatDateTime(activity.at, i18n.language)}</time>
            </Text>
            {details.length ? (
              <ul style={{ margin: '6px 0 0', paddingInlineStart: 18, fontSize: 13 }}>
                {details.slice(0, maxChanges).map((detail, index) => (
                  <li key={index}>{detail}</li>
                ))}
                {details.length > maxChanges ? (
                  <li>{t('activity.more', { count: details.length - maxChanges })}</li>
                ) : null}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
