/**
 * One asset's images: upload-url hands out a signed address (answers `expiresAt` too, 10
 * minutes); the raw PUT to it answers `{ image }` without `url`; the list's `url`s are signed
 * read addresses bound to the caller's session.
 */
import { z } from '../zod';
import { ASSET_IMAGE_MAX_BYTES, ASSET_IMAGE_TYPES } from './words';
import { personRefSchema, success } from './fields';
import { uploadTicketFields } from '../upload-ticket';

/** POST /assets/:id/images/upload-url. */
export const imageUploadRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine(
      (v) =>
        ![...v].some(
          (c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
        ),
      'File name must not contain slashes or control characters',
    ),
  contentType: z.enum(ASSET_IMAGE_TYPES),
  size: z.number().int().min(1).max(ASSET_IMAGE_MAX_BYTES),
});
export type ImageUploadRequest = z.input<typeof imageUploadRequestSchema>;

export const imageUploadUrlResponse = success({
  uploadUrl: z.string(),
  expiresAt: z.string(),
  image: z.object({ _id: z.string() }),
});
export type ImageUploadUrlResponse = z.infer<typeof imageUploadUrlResponse>;

const storedImageSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.enum(ASSET_IMAGE_TYPES),
  size: z.number(),
  createdAt: z.string(),
  uploadedBy: personRefSchema.nullable(),
});

export const assetImageSchema = storedImageSchema.extend({
  /** A signed read address (valid about an hour); fetch it as is, no bearer needed. */
  url: z.string(),
});
export type AssetImage = z.infer<typeof assetImageSchema>;

export const assetImagesResponse = success({ images: z.array(assetImageSchema) });
export type AssetImagesResponse = z.infer<typeof assetImagesResponse>;

/** PUT of the raw image bytes to `uploadUrl` (GET /assets/:id/images gives the read address). */
export const imageUploadResponse = success({ image: storedImageSchema });
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

/** POST /assets/:id/images/upload-url with where to send the file and confirm it (issue 33). */
export const imageUploadTicketResponse = imageUploadUrlResponse.extend(uploadTicketFields);
export type ImageUploadTicketResponse = z.infer<typeof imageUploadTicketResponse>;
