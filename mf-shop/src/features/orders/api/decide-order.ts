/**
 * POST /shop/orders/:id/approve or /shop/orders/:id/reject: the current step's decision,
 * with a comment (none sent when blank); answers with the order as it is now.
 */
import {
  ORDER_PATHS,
  shopPath,
  type DecisionBody,
  type Order,
  type OrderResponse,
} from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';
import { keepWrittenOrder, ORDER_WRITE_TAGS } from './get-order';

export interface Decision {
  id: string;
  decision: 'approve' | 'reject';
  comment: string;
}

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopDecideOrder: build.mutation<Order, Decision>({
      query: ({ id, decision, comment }) => ({
        url: shopPath(decision === 'approve' ? ORDER_PATHS.approve : ORDER_PATHS.reject, { id }),
        method: 'POST',
        body: (comment.trim() ? { comment: comment.trim() } : {}) satisfies Partial<DecisionBody>,
      }),
      transformResponse: (answer: Ok<OrderResponse>) => answer.order,
      onQueryStarted: keepWrittenOrder,
      invalidatesTags: (_order, error) => (error ? [] : [...ORDER_WRITE_TAGS]),
    }),
  }),
});

export const { useShopDecideOrderMutation } = endpoint;
