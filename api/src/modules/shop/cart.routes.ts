/** The caller's cart and its order details (cart.service.ts). */
import type { FastifyInstance } from 'fastify';
import {
  CART_PATHS,
  cartAddInput,
  cartDetailsInput,
  cartItemParams,
  cartQuantityInput,
  cartResponse,
} from '@itam/shared/contracts/shop';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, SHOP_PERMISSIONS as P } from './access';
import * as cart from './cart.service';
import { apiPath } from './paths';
import { idempotent } from '../../platform/idempotency';

export function registerCartRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const buyers = access(P.order);

  r.get(
    apiPath(CART_PATHS.cart),
    { ...buyers, schema: { response: { 200: cartResponse } } },
    async (request) => cart.getCart(db, callerOf(request)),
  );

  r.put(
    apiPath(CART_PATHS.cart),
    { ...buyers, schema: { body: cartDetailsInput, response: { 200: cartResponse } } },
    async (request) => cart.saveDetails(db, callerOf(request), request.body),
  );

  r.post(
    apiPath(CART_PATHS.items),
    { ...idempotent(buyers), schema: { body: cartAddInput, response: { 201: cartResponse } } },
    async (request, reply) =>
      reply.code(201).send(await cart.addItem(db, callerOf(request), request.body)),
  );

  r.put(
    apiPath(CART_PATHS.item),
    {
      ...buyers,
      schema: { params: cartItemParams, body: cartQuantityInput, response: { 200: cartResponse } },
    },
    async (request) =>
      cart.setQuantity(db, callerOf(request), request.params.productId, request.body.quantity),
  );

  r.delete(
    apiPath(CART_PATHS.item),
    { ...buyers, schema: { params: cartItemParams, response: { 200: cartResponse } } },
    async (request) => cart.removeItem(db, callerOf(request), request.params.productId),
  );
}
