/**
 * The catalogue's routes: categories, products and their pictures (catalogue.service.ts).
 * Readers are those who order, view orders or edit the catalogue; editors write.
 */
import type { FastifyInstance } from 'fastify';
import {
  CATALOGUE_PATHS,
  categoriesResponse,
  categoryInput,
  categoryResponse,
  pictureInput,
  pictureParams,
  pictureResponse,
  productInput,
  productListQuery,
  productPageResponse,
  productParams,
  productResponse,
} from '@itam/shared/contracts/shop';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, SHOP_PERMISSIONS as P } from './access';
import * as catalogue from './catalogue.service';
import { apiPath } from './paths';
import { idempotent } from '../../platform/idempotency';

export function registerCatalogueRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = access(P.order, P.viewOrders, P.catalogue);
  const editors = access(P.catalogue);

  r.get(
    apiPath(CATALOGUE_PATHS.categories),
    { ...readers, schema: { response: { 200: categoriesResponse } } },
    async (request) => catalogue.listCategories(db, callerOf(request)),
  );

  r.post(
    apiPath(CATALOGUE_PATHS.categories),
    {
      ...idempotent(editors),
      schema: { body: categoryInput, response: { 201: categoryResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await catalogue.createCategory(db, callerOf(request), request.body)),
  );

  registerProductRoutes(app, db);
  registerPictureRoutes(app, db);
}

function registerProductRoutes(app: FastifyInstance, db: AppContext['db']): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = access(P.order, P.viewOrders, P.catalogue);
  const editors = access(P.catalogue);

  r.get(
    apiPath(CATALOGUE_PATHS.products),
    {
      ...readers,
      schema: { querystring: productListQuery, response: { 200: productPageResponse } },
    },
    async (request) => catalogue.listProducts(db, callerOf(request), request.query),
  );

  r.get(
    apiPath(CATALOGUE_PATHS.product),
    { ...readers, schema: { params: productParams, response: { 200: productResponse } } },
    async (request) => catalogue.getProduct(db, callerOf(request), request.params.id),
  );

  r.post(
    apiPath(CATALOGUE_PATHS.products),
    { ...idempotent(editors), schema: { body: productInput, response: { 201: productResponse } } },
    async (request, reply) =>
      reply.code(201).send(await catalogue.createProduct(db, callerOf(request), request.body)),
  );

  r.put(
    apiPath(CATALOGUE_PATHS.product),
    {
      ...editors,
      schema: { params: productParams, body: productInput, response: { 200: productResponse } },
    },
    async (request) =>
      catalogue.updateProduct(db, callerOf(request), request.params.id, request.body),
  );

  for (const [path, retire] of [
    [CATALOGUE_PATHS.retire, true],
    [CATALOGUE_PATHS.restore, false],
  ] as const)
    r.post(
      apiPath(path),
      { ...editors, schema: { params: productParams, response: { 200: productResponse } } },
      async (request) => catalogue.retireProduct(db, callerOf(request), request.params.id, retire),
    );
}

function registerPictureRoutes(app: FastifyInstance, db: AppContext['db']): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPath(CATALOGUE_PATHS.pictures),
    {
      ...idempotent(access(P.catalogue)),
      schema: { params: productParams, body: pictureInput, response: { 201: pictureResponse } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await catalogue.addPicture(db, callerOf(request), request.params.id, request.body)),
  );

  // The picture's bytes: a file, so no response schema.
  r.get(
    apiPath(CATALOGUE_PATHS.picture),
    { ...access(P.order, P.viewOrders, P.catalogue), schema: { params: pictureParams } },
    async (request, reply) => {
      const { id, pictureId } = request.params;
      const picture = await catalogue.getPicture(db, callerOf(request), id, pictureId);
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  );

  r.delete(
    apiPath(CATALOGUE_PATHS.picture),
    {
      ...access(P.catalogue),
      schema: { params: pictureParams, response: { 200: productResponse } },
    },
    async (request) =>
      catalogue.deletePicture(db, callerOf(request), request.params.id, request.params.pictureId),
  );
}
