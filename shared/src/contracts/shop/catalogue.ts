/**
 * The shop's catalogue: categories, products with their live availability, and their
 * pictures (a picture's bytes are a file: GET its `url`, no JSON). Money in paise.
 */
import { z } from '../zod';
import { idParams, instant, namedRef, pagingQuery, paise, PRODUCT_KINDS } from './common';

export const CATALOGUE_PATHS = {
  categories: '/shop/categories',
  products: '/shop/products',
  product: '/shop/products/:id',
  retire: '/shop/products/:id/retire',
  restore: '/shop/products/:id/restore',
  pictures: '/shop/products/:id/pictures',
  picture: '/shop/products/:id/pictures/:pictureId',
} as const;

export const PRODUCT_SORTS = ['name', 'price', '-price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
/** The most bytes of one picture. */
export const PICTURE_MAX_BYTES = 1024 * 1024;

export const productParams = idParams;
export const pictureParams = z.object({ id: z.guid(), pictureId: z.guid() });

// ---- categories ------------------------------------------------------------------------

export const categoryInput = z.object({
  name: z.string().trim().min(1, 'Enter the name').max(100),
  position: z.number().int().min(0).max(1000).optional(),
});
export type CategoryBody = z.input<typeof categoryInput>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.number(),
  productCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponse = z.object({
  type: z.literal('success'),
  categories: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
export const categoryResponse = z.object({ type: z.literal('success'), category: categorySchema });
export type CategoryResponse = z.infer<typeof categoryResponse>;

// ---- products --------------------------------------------------------------------------

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const productListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: z.guid().optional(),
  kind: z.enum(PRODUCT_KINDS).optional(),
  minPricePaise: z.coerce.number().int().min(0).optional(),
  maxPricePaise: z.coerce.number().int().min(0).optional(),
  /** Only products with at least one in stock now (a licence always is). */
  inStock: booleanQuery.optional(),
  /** Catalogue editors only: also (or only) retired products. */
  retired: z.enum(['false', 'true', 'all']).default('false'),
  sort: z.enum(PRODUCT_SORTS).default('name'),
  ...pagingQuery,
});
export type ProductListQuery = z.output<typeof productListQuery>;

const component = z.object({
  assetTypeId: z.guid(),
  model: z.string().trim().min(1, 'Enter the model').max(100),
  quantity: z.number().int().min(1).max(20).default(1),
});

export const productInput = z
  .object({
    categoryId: z.guid(),
    kind: z.enum(PRODUCT_KINDS),
    name: z.string().trim().min(1, 'Enter the name').max(200),
    description: z.string().trim().max(4000).default(''),
    specs: z
      .record(z.string().trim().min(1).max(60), z.string().trim().max(300))
      .refine((s) => Object.keys(s).length <= 30, 'At most 30 specifications')
      .default({}),
    pricePaise: paise,
    leadTimeDays: z.number().int().min(0).max(365).default(14),
    components: z.array(component).max(10).default([]),
  })
  .superRefine((p, ctx) => {
    const n = p.components.length;
    const want =
      p.kind === 'device'
        ? n === 1 || 'A device has exactly one component'
        : p.kind === 'bundle'
          ? n >= 2 || 'A bundle has two or more components'
          : n === 0 || 'A software licence has no components';
    if (want !== true) ctx.addIssue({ code: 'custom', path: ['components'], message: want });
  });
/** What the editor sends for a product. */
export type ProductBody = z.input<typeof productInput>;
/** The product's fields after the defaults. */
export type ProductInput = z.output<typeof productInput>;

export const productComponentSchema = z.object({
  assetType: namedRef,
  model: z.string(),
  quantity: z.number(),
});
export type ProductComponent = z.infer<typeof productComponentSchema>;

export const pictureSchema = z.object({ _id: z.string(), url: z.string() });
export type Picture = z.infer<typeof pictureSchema>;

export const availabilitySchema = z.object({
  /** Whole units the available assets make now; null for a licence (always available). */
  inStock: z.number().nullable(),
  /** The lead time when none is in stock; null otherwise. */
  expectedDeliveryDays: z.number().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  category: namedRef,
  specs: z.record(z.string(), z.string()),
  pricePaise: z.number(),
  leadTimeDays: z.number(),
  retired: z.boolean(),
  retiredAt: instant.nullable(),
  components: z.array(productComponentSchema),
  pictures: z.array(pictureSchema),
  availability: availabilitySchema,
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
export const productPageResponse = productPageSchema.extend({ type: z.literal('success') });
export type ProductPageResponse = z.infer<typeof productPageResponse>;

export const productResponse = z.object({ type: z.literal('success'), product: productSchema });
export type ProductResponse = z.infer<typeof productResponse>;

// ---- pictures --------------------------------------------------------------------------

export const pictureInput = z.object({
  contentType: z.enum(PICTURE_TYPES),
  /** The image, base64 (or a data URL). */
  data: z
    .string()
    .min(1, 'Attach the picture')
    .max(Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 64),
});
export type PictureBody = z.input<typeof pictureInput>;

export const pictureResponse = z.object({ type: z.literal('success'), picture: pictureSchema });
export type PictureResponse = z.infer<typeof pictureResponse>;
