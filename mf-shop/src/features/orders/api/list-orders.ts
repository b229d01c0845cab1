/**
 * GET /shop/orders?scope&status&limit&pageNumber: a page of the caller's own orders, or
 * (scope=all, fulfilment) every order of the company.
 */
import { ORDER_PATHS, type OrderPage, type OrderPageResponse } from '@itam/shared/contracts/shop';
import { pageParams, type OrderQuery } from '../../../api/shop-api';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopOrders: build.query<OrderPage, OrderQuery>({
      query: (filter) => ({ url: ORDER_PATHS.orders, params: pageParams(filter) }),
      transformResponse: ({ type: _type, ...page }: Ok<OrderPageResponse>) => page,
      providesTags: (page) => [
        'OrderList',
        ...(page?.orders ?? []).map((o) => ({ type: 'Order' as const, id: o._id })),
      ],
    }),
  }),
});

export const { useShopOrdersQuery } = endpoint;
