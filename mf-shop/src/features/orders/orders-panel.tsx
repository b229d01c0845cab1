/**
 * A list of orders with where each stands (status, the step awaiting a decision, total),
 * paged and filtered by status in the URL; choosing one opens it (./order-view.tsx) in
 * place, its id in the URL. The caller's own orders, their approval queue, or (fulfilment)
 * every order of the company.
 */
import { Flex, theme } from '@itam/shared/antd';
import { Pagination, Select } from '@itam/shared/antd-data';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { useUrlListState } from '@itam/shared/list-state';
import { Link } from '@itam/shared/router';
import { EmptyState, FilterBar, LoadError, Text } from '@itam/shared/ui';
import { ORDER_STATUSES, type OrderPage, type OrderStatus } from '@itam/shared/contracts/shop';
import type { OrderQuery } from '../../api/shop-api';
import { formatPaise } from '../../common/money';
import { OrderStatusTag } from '../../common/status-tags';
import { errorText } from '../../common/error-text';
import { answerOf } from '../../common/shop-server-api';
import { useShopOrderQuery } from './api/get-order';
import { useShopApprovalsQuery } from './api/list-approvals';
import { useShopOrdersQuery } from './api/list-orders';
import { OrderView } from './order-view';
import {
  orderHref,
  ORDERS_PAGE_SIZE,
  PRODUCTS_DEFAULTS,
  PRODUCTS_URL,
  type ProductsView,
} from './orders-url';

type OrderSummary = OrderPage['orders'][number];

export function OrdersPanel({ view }: { view: Exclude<ProductsView, 'catalogue'> }) {
  const [url] = useUrlListState(PRODUCTS_URL, PRODUCTS_DEFAULTS);
  return url.order ? <OpenOrder id={url.order} view={view} /> : <OrderList view={view} />;
}

function OpenOrder({ id, view }: { id: string; view: ProductsView }) {
  const { t } = useTranslation('shop');
  const [, setUrl] = useUrlListState(PRODUCTS_URL, PRODUCTS_DEFAULTS);
  const loaded = answerOf(useShopOrderQuery(id));
  const order = loaded.data;
  return (
    <Flex vertical gap={12}>
      <div>
        <Link
          to={`/products?view=${view}`}
          onClick={(event) => {
            event.preventDefault();
            setUrl({ order: null });
          }}
        >
          {t(`orders.back.${view}`)}
        </Link>
      </div>
      {loaded.error ? (
        <LoadError
          title={t('orders.orderFailed')}
          description={errorText(t, loaded.rawError)}
          onRetry={loaded.retry}
        />
      ) : order ? (
        // A decision, a fulfilment step or a cancel puts the order as it is now in the cache
        // (./api/get-order.ts) and has the menu's counts read again.
        <OrderView order={order} />
      ) : (
        <EmptyState compact title={t('common.loading')} />
      )}
    </Flex>
  );
}

function OrderList({ view }: { view: Exclude<ProductsView, 'catalogue'> }) {
  const { t } = useTranslation('shop');
  const [url, setUrl] = useUrlListState(PRODUCTS_URL, PRODUCTS_DEFAULTS);
  const status = view === 'approvals' ? null : url.status;
  const query: OrderQuery = {
    status: status ?? '',
    limit: ORDERS_PAGE_SIZE,
    pageNumber: url.opage - 1,
  };
  const approvals = view === 'approvals';
  const approvalsPage = useShopApprovalsQuery(query, { skip: !approvals });
  const ordersPage = useShopOrdersQuery(
    { ...query, scope: view === 'fulfilment' ? 'all' : 'mine' },
    { skip: approvals },
  );
  const page = answerOf(approvals ? approvalsPage : ordersPage);
  const orders = page.data?.orders ?? [];
  return (
    <Flex vertical gap={12}>
      {view === 'approvals' ? null : (
        <FilterBar
          label={t('orders.filters')}
          activeCount={status ? 1 : 0}
          onReset={() => setUrl({ status: null, opage: 1 })}
          loading={page.loading}
        >
          <Select<OrderStatus | null>
            aria-label={t('orders.status')}
            allowClear
            placeholder={t('orders.allStatuses')}
            style={{ width: 220, maxWidth: '100%' }}
            value={status}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))}
            onChange={(value) => setUrl({ status: value ?? null, opage: 1 })}
          />
        </FilterBar>
      )}
      {page.error ? (
        <LoadError
          title={t('orders.loadFailed')}
          description={errorText(t, page.rawError)}
          onRetry={page.retry}
        />
      ) : !page.loading && orders.length === 0 ? (
        <EmptyState title={t(`orders.empty.${view}`)} />
      ) : (
        <ul
          aria-label={t(`views.${view}`)}
          aria-busy={page.loading}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {orders.map((order) => (
            <OrderRow key={order._id} order={order} view={view} />
          ))}
        </ul>
      )}
      {page.data && page.data.total > ORDERS_PAGE_SIZE ? (
        <Pagination
          current={url.opage}
          pageSize={ORDERS_PAGE_SIZE}
          total={page.data.total}
          showSizeChanger={false}
          onChange={(current) => setUrl({ opage: current })}
        />
      ) : null}
    </Flex>
  );
}

/** One order in a list: its number (opens it), lines, for whom and when, where it stands. */
function OrderRow({ order, view }: { order: OrderSummary; view: ProductsView }) {
  const { t, i18n } = useTranslation('shop');
  const { token } = theme.useToken();
  const language = i18n.language;
  return (
    <li
      style={{
        padding: '10px 0',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={orderHref(order._id, view)}>{t('order.title', { number: order.number })}</Link>
          <Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {order.lines.map((l) => l.product.name).join(', ')}
          </Text>
          <Text type="secondary">
            {t('orders.summary', {
              name: order.employee.name,
              when: formatDateTime(order.placedAt, language),
            })}
          </Text>
        </Flex>
        <Flex gap={8} align="center" wrap>
          {order.currentStep ? (
            <Text>{t('orders.waitingFor', { step: t(`step.${order.currentStep}`) })}</Text>
          ) : null}
          <OrderStatusTag status={order.status} />
          <Text strong>{formatPaise(order.totalPaise, language)}</Text>
        </Flex>
      </Flex>
    </li>
  );
}
