/**
 * The shop's catalogue: categories, the product list and one product with their live
 * availability (catalogue.queries.ts), the catalogue editor's create, edit, retire and
 * restore, and pictures. Retired products are for catalogue editors only.
 */
import type { Kysely } from 'kysely';
import {
  PICTURE_MAX_BYTES,
  type CategoryBody,
  type PictureBody,
  type Product,
  type ProductInput,
  type ProductListQuery,
} from '@itam/shared/contracts/shop';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField, conflict, forbidden, notFound } from '../../platform/http-errors';
import { shopCaller } from './access';
import {
  categories,
  categoryExists,
  categoryNameTaken,
  insertCategory,
  knownAssetTypes,
  productPage,
  productRow,
  toProduct,
} from './catalogue.queries';
import {
  deletePictureRow,
  insertComponents,
  insertPicture,
  insertProductRow,
  lockProduct,
  pictureRow,
  setRetired,
  updateProductRow,
} from './product-writes.queries';
import { productNotFound } from './refusals';

const pictureNotFound = () => notFound('Picture not found', 'SHOP_PICTURE_NOT_FOUND');

/** One product of the company (404 otherwise; a retired one only for catalogue editors). */
export async function productDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  withRetired: boolean,
): Promise<Product> {
  const row = await productRow(db, companyId, id);
  if (!row || (row.retired_at && !withRetired)) throw productNotFound();
  return toProduct(row);
}

export async function listCategories(db: Kysely<DB>, caller: Caller) {
  const { canEditCatalogue } = shopCaller(caller);
  return {
    type: 'success' as const,
    categories: await categories(db, caller.companyId, canEditCatalogue),
  };
}

export async function createCategory(db: Kysely<DB>, caller: Caller, input: CategoryBody) {
  if (await categoryNameTaken(db, caller.companyId, input.name))
    throw conflict('A category of this name exists', {
      code: 'SHOP_CATEGORY_EXISTS',
      field: 'name',
    });
  return { type: 'success' as const, category: await insertCategory(db, caller.companyId, input) };
}

export async function listProducts(db: Kysely<DB>, caller: Caller, q: ProductListQuery) {
  if (q.retired !== 'false' && !shopCaller(caller).canEditCatalogue)
    throw forbidden('Only catalogue editors see retired products', 'SHOP_RETIRED_EDITORS_ONLY');
  const { rows, total } = await productPage(db, caller.companyId, q);
  return {
    type: 'success' as const,
    products: rows.map(toProduct),
    total,
    pageNumber: q.pageNumber,
    limit: q.limit,
  };
}

export async function getProduct(db: Kysely<DB>, caller: Caller, id: string) {
  const { canEditCatalogue } = shopCaller(caller);
  return {
    type: 'success' as const,
    product: await productDetail(db, caller.companyId, id, canEditCatalogue),
  };
}

/** The editor's answer: the product as it is now, retired or not. */
const editorAnswer = async (db: Kysely<DB>, caller: Caller, id: string) => ({
  type: 'success' as const,
  product: await productDetail(db, caller.companyId, id, true),
});

/** The category and asset types the product names are the company's (400 naming the field). */
async function assertProductRefs(trx: Kysely<DB>, companyId: string, input: ProductInput) {
  if (!(await categoryExists(trx, companyId, input.categoryId)))
    throw badField('categoryId', 'Not found in your company', 'SHOP_UNKNOWN_CATEGORY');
  const known = await knownAssetTypes(trx, companyId, [
    ...new Set(input.components.map((c) => c.assetTypeId)),
  ]);
  input.components.forEach((c, i) => {
    if (!known.has(c.assetTypeId))
      throw badField(
        `components.${i}.assetTypeId`,
        'Not found in your company',
        'SHOP_UNKNOWN_ASSET_TYPE',
      );
  });
}

/** Creates (id null) or replaces a product's fields and components in one transaction. */
async function saveProduct(
  db: Kysely<DB>,
  caller: Caller,
  input: ProductInput,
  id: string | null,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (id && !(await lockProduct(trx, caller.companyId, id))) throw productNotFound();
    await assertProductRefs(trx, caller.companyId, input);
    let productId = id;
    if (productId) {
      if (!(await updateProductRow(trx, caller.companyId, productId, input)))
        throw productNotFound();
    } else productId = await insertProductRow(trx, caller, input);
    await insertComponents(trx, caller.companyId, productId, input.components);
    return productId;
  });
}

export async function createProduct(db: Kysely<DB>, caller: Caller, input: ProductInput) {
  return editorAnswer(db, caller, await saveProduct(db, caller, input, null));
}

export async function updateProduct(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  input: ProductInput,
) {
  await saveProduct(db, caller, input, id);
  return editorAnswer(db, caller, id);
}

export async function retireProduct(db: Kysely<DB>, caller: Caller, id: string, retire: boolean) {
  if (!(await setRetired(db, caller.companyId, id, retire))) throw productNotFound();
  return editorAnswer(db, caller, id);
}

/** The image's bytes from base64 or a data URL, checked against its declared type. */
export function pictureBytes(contentType: string, data: string): Buffer {
  const base64 = data.replace(/^data:[^;,]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw badField('data', 'Not base64', 'SHOP_PICTURE_NOT_BASE64');
  const bytes = Buffer.from(base64, 'base64');
  const ok =
    contentType === 'image/png'
      ? bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      : contentType === 'image/jpeg'
        ? bytes[0] === 0xff && bytes[1] === 0xd8
        : bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  if (!ok) throw badField('data', `Not a ${contentType} image`, 'SHOP_PICTURE_WRONG_TYPE');
  if (bytes.length > PICTURE_MAX_BYTES)
    throw badField('data', 'The picture is larger than 1 MB', 'SHOP_PICTURE_TOO_LARGE');
  return bytes;
}

export async function addPicture(db: Kysely<DB>, caller: Caller, id: string, input: PictureBody) {
  const bytes = pictureBytes(input.contentType, input.data);
  await productDetail(db, caller.companyId, id, true);
  const pictureId = await insertPicture(db, caller.companyId, id, {
    contentType: input.contentType,
    bytes,
  });
  return {
    type: 'success' as const,
    picture: { _id: pictureId, url: `/api/shop/products/${id}/pictures/${pictureId}` },
  };
}

/** A picture's type and bytes (404 when the product has none of this id). */
export async function getPicture(db: Kysely<DB>, caller: Caller, id: string, pictureId: string) {
  const row = await pictureRow(db, caller.companyId, id, pictureId);
  if (!row) throw pictureNotFound();
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

export async function deletePicture(db: Kysely<DB>, caller: Caller, id: string, pictureId: string) {
  if (!(await deletePictureRow(db, caller.companyId, id, pictureId))) throw pictureNotFound();
  return editorAnswer(db, caller, id);
}
