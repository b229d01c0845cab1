/**
 * `/vendor-list`: the company's vendors with their type, contact, status, score,
 * certificate expiry and the number of assets and purchase orders that name them. Search,
 * status and type filters, sort, page and page size live in the URL (the kit's
 * useUrlListState); each status's count shows beside it. A vendor's name opens its review
 * at `/certification-form/:vendorId`, where a vendor registered without a questionnaire
 * (its status links there) is sent one. Registering a vendor and the standard
 * questionnaire are offered to the roles that may use them.
 */
import type { TableColumnsType } from 'antd';
import { Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { ROUTES } from '@itam/shared/contracts';
import { formatDate, formatNumber, useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { Link, useNavigate } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  PageHeader,
  DataTable,
  FilterBar,
  LoadError,
  EmptyState,
  ScreenRoot,
  ScrollRegion,
  Text,
} from '@itam/shared/ui';
import { VENDOR_SORTS, VENDOR_STATUSES } from '@itam/shared/contracts/vendors';
import type { Vendor, VendorStatus } from '@itam/shared/contracts/vendors';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/vendors-server-api';
import { useListVendorsQuery } from './api/list-vendors';
import {
  certificationHref,
  VENDOR_LIST_DEFAULTS,
  VENDOR_LIST_URL,
  VENDOR_PAGE_SIZES,
  type VendorListUrl,
} from './vendor-list-url';
import { VendorStatusTag } from './vendor-status-tag';

export function VendorListScreen() {
  const { t } = useTranslation('vendors');
  const navigate = useNavigate();
  const canView = useIsAllowed(VENDOR_PERMISSIONS.vendorView);
  const canCreate = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const canReadQuestionnaires = useIsAllowed(VENDOR_PERMISSIONS.questionnaireView);
  const canEditQuestionnaires = useIsAllowed(VENDOR_PERMISSIONS.questionnaireEdit);
  const canSeeStandard = canReadQuestionnaires || canEditQuestionnaires;
  return (
    <ScreenRoot remoteId="vendors">
      <PageHeader
        title={t('screens.vendorList.title')}
        description={t('screens.vendorList.description')}
        extra={
          <Flex gap={8} wrap>
            {canSeeStandard ? <Link to={ROUTES.defaultForm}>{t('list.standard')}</Link> : null}
            {canCreate ? (
              <Button type="primary" onClick={() => navigate(ROUTES.vendorRegistration)}>
                {t('list.register')}
              </Button>
            ) : null}
          </Flex>
        }
      />
      {canView ? <VendorTable /> : <EmptyState title={t('list.notAllowed')} />}
    </ScreenRoot>
  );
}

function VendorTable() {
  const { t, i18n } = useTranslation('vendors');
  const canCreate = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const canEdit = useIsAllowed(VENDOR_PERMISSIONS.vendorEdit);
  const canSend = canCreate || canEdit;
  const [url, setUrl] = useUrlListState(VENDOR_LIST_URL, VENDOR_LIST_DEFAULTS);
  const page = answerOf(
    useListVendorsQuery({
      search: url.search,
      status: url.status,
      vendorType: url.type,
      sort: url.sort,
      limit: url.size,
      pageNumber: url.page - 1,
    }),
  );
  const filter = (change: Partial<VendorListUrl>) => setUrl({ ...change, page: 1 });
  const active = (url.search ? 1 : 0) + (url.status.length ? 1 : 0) + (url.type ? 1 : 0);
  const counts = page.data?.statusCounts;
  const language = i18n.language;

  const columns: TableColumnsType<Vendor> = [
    {
      key: 'vendorName',
      title: t('list.columns.vendor'),
      width: 240,
      render: (_, row) => (
        <Link to={certificationHref(row._id)} aria-label={t('list.open', { name: row.vendorName })}>
          {row.vendorName}
        </Link>
      ),
    },
    { key: 'vendorType', title: t('list.columns.type'), dataIndex: 'vendorType', width: 140 },
    {
      key: 'contact',
      title: t('list.columns.contact'),
      width: 260,
      render: (_, row) => (
        <Flex vertical>
          {row.pointOfContact ? <span>{row.pointOfContact}</span> : null}
          <a href={`mailto:${row.email}`}>{row.email}</a>
          {row.contactNumber ? <Text type="secondary">{row.contactNumber}</Text> : null}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      width: 130,
      render: (_, row) =>
        row.status === 'registered' && canSend ? (
          <Flex vertical gap={4} align="start">
            <VendorStatusTag status={row.status} />
            <Link
              to={certificationHref(row._id)}
              aria-label={t('list.sendNamed', { name: row.vendorName })}
            >
              {t('list.sendQuestionnaire')}
            </Link>
          </Flex>
        ) : (
          <VendorStatusTag status={row.status} />
        ),
    },
    {
      key: 'score',
      title: t('list.columns.score'),
      width: 90,
      align: 'end',
      render: (_, row) => (row.score === null ? '—' : formatNumber(row.score, language)),
    },
    {
      key: 'expiry',
      title: t('list.columns.expiry'),
      width: 150,
      render: (_, row) =>
        row.certificateExpiresOn ? formatDate(row.certificateExpiresOn, language) : '—',
    },
    {
      key: 'assets',
      title: t('list.columns.assets'),
      dataIndex: 'assetCount',
      width: 90,
      align: 'end',
    },
    {
      key: 'purchaseOrders',
      title: t('list.columns.purchaseOrders'),
      dataIndex: 'purchaseOrderCount',
      width: 130,
      align: 'end',
    },
  ];

  return (
    <Flex vertical gap={12}>
      <FilterBar
        label={t('list.filters')}
        activeCount={active}
        onReset={() => filter({ search: '', status: [], type: '' })}
        loading={page.loading}
      >
        <Input.Search
          key={`search-${url.search}`}
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          defaultValue={url.search}
          allowClear
          style={{ width: 240 }}
          onSearch={(value) => filter({ search: value })}
        />
        <Select
          aria-label={t('list.columns.status')}
          mode="multiple"
          allowClear
          placeholder={t('list.columns.status')}
          style={{ minWidth: 200 }}
          value={url.status}
          options={VENDOR_STATUSES.map((s) => ({
            value: s,
            label: counts
              ? t('list.statusCount', { status: t(`common.status.${s}`), count: counts[s] ?? 0 })
              : t(`common.status.${s}`),
          }))}
          onChange={(value: VendorStatus[]) => filter({ status: value })}
        />
        <Input.Search
          key={`type-${url.type}`}
          aria-label={t('list.type')}
          placeholder={t('list.type')}
          defaultValue={url.type}
          allowClear
          style={{ width: 180 }}
          onSearch={(value) => filter({ type: value })}
        />
        <Select
          aria-label={t('list.sort')}
          style={{ width: 220 }}
          value={url.sort}
          options={VENDOR_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
          onChange={(value) => setUrl({ sort: value, page: 1 })}
        />
      </FilterBar>
      {page.error ? (
        <LoadError title={t('list.loadFailed')} description={page.error} onRetry={page.retry} />
      ) : (
        <ScrollRegion label={t('list.tableLabel')}>
          <DataTable<Vendor>
            rowKey="_id"
            style={{ minWidth: 1230 }}
            columns={columns}
            dataSource={page.data?.vendors ?? []}
            loading={page.loading}
            locale={{
              emptyText: page.loading ? (
                ' '
              ) : (
                <EmptyState compact title={active ? t('list.emptyFiltered') : t('list.empty')} />
              ),
            }}
            pagination={{
              current: url.page,
              pageSize: url.size,
              total: page.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: VENDOR_PAGE_SIZES.map(String),
              showTotal: (total) => t('list.total', { count: total }),
            }}
            onChange={(pagination) => {
              const size = (pagination.pageSize ?? url.size) as VendorListUrl['size'];
              setUrl({ page: size === url.size ? (pagination.current ?? 1) : 1, size });
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}

export default VendorListScreen;
