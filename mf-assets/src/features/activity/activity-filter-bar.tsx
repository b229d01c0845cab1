/**
 * The who, what and when filters of a log (the company's asset log, the organisation's):
 * who acted (the company's users), which actions, and a range of days. `children` adds
 * filters of the log's own (the organisation's kind of record), `extra` their state.
 */
import { Select } from '@itam/shared/antd-data';
import { DateInput, FilterBar, Text } from '@itam/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { useGetActivityActorsQuery } from '../asset-detail/api/get-activity-actors';
import { backwardsRange } from './activity-url';

export interface ActivityFilterValues<A extends string> {
  actorId: string | null;
  action: A[];
  from: string | null;
  to: string | null;
}

export interface ActivityFilterBarProps<A extends string> {
  url: ActivityFilterValues<A>;
  onChange: (change: Partial<ActivityFilterValues<A>>) => void;
  /** The actions to choose from, and their names. */
  actions: readonly A[];
  actionLabel: (action: A) => string;
  /** The log's own filters: how many are set, and what resets them. */
  extra?: { active: number; reset: () => void };
  children?: ReactNode;
}

/** Who acted: one of the company's users, or anyone. */
function ActorSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (actorId: string | null) => void;
}) {
  const { t } = useTranslation('assets');
  const actors = useGetActivityActorsQuery();
  return (
    <Select<string | null>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('activity.filters.who')}
      placeholder={t('activity.filters.anyone')}
      value={value}
      onChange={(actorId) => onChange(actorId ?? null)}
      options={(actors.data ?? []).map((actor) => ({ value: actor._id, label: actor.name }))}
      loading={actors.isLoading}
      notFoundContent={actors.error ? t('activity.filters.actorsFailed') : undefined}
      style={{ minWidth: 180 }}
    />
  );
}

export function ActivityFilterBar<A extends string>({
  url,
  onChange,
  actions,
  actionLabel,
  extra,
  children,
}: ActivityFilterBarProps<A>) {
  const { t } = useTranslation('assets');
  const active =
    [url.actorId, url.action.length, url.from, url.to].filter(Boolean).length +
    (extra?.active ?? 0);
  return (
    <FilterBar
      label={t('activity.filters.label')}
      activeCount={active}
      onReset={() => {
        extra?.reset();
        onChange({ actorId: null, action: [], from: null, to: null });
      }}
    >
      <ActorSelect value={url.actorId} onChange={(actorId) => onChange({ actorId })} />
      <Select<A[]>
        mode="multiple"
        allowClear
        aria-label={t('activity.filters.what')}
        placeholder={t('activity.filters.anyAction')}
        value={url.action}
        onChange={(action) => onChange({ action })}
        options={actions.map((action) => ({ value: action, label: actionLabel(action) }))}
        maxTagCount="responsive"
        style={{ minWidth: 200 }}
      />
      {children}
      <DateInput
        aria-label={t('activity.filters.from')}
        value={url.from}
        max={url.to ?? undefined}
        onChange={(from) => onChange({ from: from || null })}
      />
      <DateInput
        aria-label={t('activity.filters.to')}
        value={url.to}
        min={url.from ?? undefined}
        onChange={(to) => onChange({ to: to || null })}
      />
      {backwardsRange(url) ? <Text type="danger">{t('activity.filters.badRange')}</Text> : null}
    </FilterBar>
  );
}
