/** GET /shop/cart: the caller's cart, its lines at their current prices and the order's details. */
import { CART_PATHS, type Cart, type CartResponse } from '@itam/shared/contracts/shop';
import { shopApi, type Ok } from '../../../common/shop-server-api';

const endpoint = shopApi.injectEndpoints({
  endpoints: (build) => ({
    shopCart: build.query<Cart, void>({
      query: () => ({ url: CART_PATHS.cart }),
      transformResponse: (answer: Ok<CartResponse>) => answer.cart,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useShopCartQuery } = endpoint;

/** A cart write's answer is the cart as it is now: it replaces the kept cart, without a request. */
export async function keepWrittenCart(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> },
): Promise<void> {
  try {
    const { data: cart } = await queryFulfilled;
    dispatch(endpoint.util.upsertQueryData('shopCart', undefined, cart));
  } catch {
    // The screen shows the failure from the write's own answer.
  }
}

/**
 * The details' save answers with the cart too; its details (for whom, why) replace the kept
 * cart's, whose lines that save does not change, so /confirm-order finds them without a request.
 */
export async function keepSavedDetails(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> },
): Promise<void> {
  try {
    const { data: saved } = await queryFulfilled;
    dispatch(
      endpoint.util.updateQueryData('shopCart', undefined, (cart) => {
        cart.businessReason = saved.businessReason;
        cart.employee = saved.employee;
      }),
    );
  } catch {
    // The form shows the refusal at its field.
  }
}
