/**
 * Ticket attachments: POST the raw bytes with their type as Content-Type and `?fileName=`
 * (no body schema: the route checks the bytes); GET streams one back (no response schema).
 */
import { z } from '../zod';
import { requiredText, userRefSchema } from './common';

export const attachmentParams = z.object({ id: z.guid(), attachmentId: z.guid() });

export const attachmentQuery = z.object({
  fileName: requiredText(200).refine(
    (v) => !/[/\\]/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32),
    'Must be a plain file name',
  ),
  internal: z.enum(['true', 'false']).default('false'),
});

/** A file as the ticket lists it; `url` is the API path that streams it. */
export const attachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  internal: z.boolean(),
  /** A ticket's list names the uploader; the upload's answer does not (see below). */
  uploadedBy: userRefSchema.nullable().optional(),
  createdAt: z.string(),
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof attachmentSchema>;

/** The file just attached (its uploader is the caller). */
export const uploadedAttachmentSchema = attachmentSchema.omit({ uploadedBy: true });
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

export const attachmentResponse = z.object({
  type: z.literal('success'),
  attachment: uploadedAttachmentSchema,
});
