/**
 * The organisation's change log: the asset log's list and filters (one concept, one
 * place): each row a sentence by `describeActivity` (who did what to which record, its
 * changes before and after), filtered on the server by who, what (actions and the kind
 * of record) and when, the filters and the page held in the URL (`useUrlListState`).
 */
import { useMemo } from 'react';
import {
  ORGANISATION_ACTIONS,
  ORGANISATION_ENTITY_TYPES,
  type AssetActivity,
  type OrgActivity,
  type OrganisationEntityType,
} from '@itam/shared/contracts';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { ActivityFilterBar } from '../../activity/activity-filter-bar';
import {
  ORG_ACTIVITY_URL,
  ORG_ACTIVITY_URL_DEFAULTS,
  activityFilters,
} from '../../activity/activity-url';
import {
  ACTIVITY_PAGE_SIZE,
  LOG_QUERY_OPTIONS,
  PagedActivity,
} from '../../activity/paged-activity';
import { useGetOrgActivityQuery } from '../api/get-org-activity';

/** A row of the organisation's log in the shape of the asset log's (it has no asset). */
type OrgLogRow = AssetActivity & Pick<OrgActivity, 'label'>;

const toLogRow = (row: OrgActivity): OrgLogRow => ({ ...row, asset: null });

/** The record a row is about: its kind and its name (a branch's name, an employee's code). */
function Subject({ row }: { row: OrgLogRow }) {
  const { t } = useTranslation('assets');
  const kind = t(`org.activity.entities.${row.entityType}`, { defaultValue: row.entityType });
  return <strong>{row.label ? `${kind} ${row.label}` : kind}</strong>;
}

export default function ActivityView() {
  const { t } = useTranslation('assets');
  const [url, setUrl] = useUrlListState(ORG_ACTIVITY_URL, ORG_ACTIVITY_URL_DEFAULTS);
  const filters = useMemo(() => ({ ...activityFilters(url), entityType: url.entityType }), [url]);
  const answer = useGetOrgActivityQuery(
    { pageNumber: url.page - 1, limit: ACTIVITY_PAGE_SIZE, filters },
    {
      ...LOG_QUERY_OPTIONS,
      selectFromResult: (result) => ({
        ...result,
        data: result.data && {
          total: result.data.total,
          activities: result.data.activities.map(toLogRow),
        },
      }),
    },
  );
  const filtered = Boolean(
    filters.actorId || filters.action?.length || filters.entityType || filters.from || filters.to,
  );
  return (
    <>
      <ActivityFilterBar
        url={url}
        onChange={(change) => setUrl({ ...change, page: 1 })}
        actions={ORGANISATION_ACTIONS}
        actionLabel={(action) => t(`org.activity.actions.${action}`)}
        extra={{
          active: url.entityType ? 1 : 0,
          reset: () => setUrl({ entityType: null, page: 1 }),
        }}
      >
        <Select<OrganisationEntityType | null>
          allowClear
          aria-label={t('org.activity.kind')}
          placeholder={t('org.activity.anyKind')}
          value={url.entityType}
          onChange={(entityType) => setUrl({ entityType: entityType ?? null, page: 1 })}
          options={ORGANISATION_ENTITY_TYPES.map((type) => ({
            value: type,
            label: t(`org.activity.entities.${type}`),
          }))}
          style={{ minWidth: 160 }}
        />
      </ActivityFilterBar>
      <PagedActivity<OrgLogRow>
        answer={answer}
        page={url.page}
        onPageChange={(page) => setUrl({ page })}
        emptyText={filtered ? t('activity.emptyFiltered') : t('org.activity.empty')}
        subject={(row) => <Subject row={row} />}
        actionsKey="org.activity.actions"
      />
    </>
  );
}
