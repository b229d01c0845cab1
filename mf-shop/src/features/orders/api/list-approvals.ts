/** GET /shop/approvals?limit&pageNumber: the orders waiting for the caller's decision. */
import { ORDER_PATHS, type OrderPage, type OrderPageResponse } from '@itam/shared/contracts/shop';
import { pageParams, type OrderQuery } from '../../../api/shop-api';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopApprovals: build.query<OrderPage, OrderQuery>({
      query: (filter) => ({ url: ORDER_PATHS.approvals, params: pageParams(filter) }),
      transformResponse: ({ type: _type, ...page }: Ok<OrderPageResponse>) => page,
      providesTags: (page) => [
        'OrderList',
        ...(page?.orders ?? []).map((o) => ({ type: 'Order' as const, id: o._id })),
      ],
    }),
  }),
});

export const { useShopApprovalsQuery } = endpoint;
