/**
 * Evidence files of a file question: uploaded through the vendor's link (raw bytes, their
 * type as Content-Type, `?questionId=&fileName=`), removed from this round's answer, and
 * read by the company from the review.
 */
import { z } from '../zod';
import { itemId } from './fields';

export const REVIEW_FILE_ROUTE = '/api/vendors/:id/review/files/:fileId';

/** Evidence the server takes (400 otherwise). */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_PER_ANSWER = 5;

export const evidenceQuery = z.object({
  questionId: itemId,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine(
      (v) => !/[\\/]/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32),
      'A file name without a path',
    ),
});

/** The link's token is checked by the link itself (404 LINK_UNKNOWN), not as a 400. */
export const evidenceParams = z.object({ token: z.string(), fileId: z.guid() });
export const reviewFileParams = z.object({ id: z.guid(), fileId: z.guid() });

/** An evidence file of a file question's answer. */
export const evidenceFileSchema = z.object({
  _id: z.guid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

export const uploadedEvidenceResponse = z.object({
  type: z.literal('success'),
  file: evidenceFileSchema.extend({ questionId: z.string() }),
});
export type UploadedEvidenceResponse = z.infer<typeof uploadedEvidenceResponse>;
