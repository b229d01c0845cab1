/** The organisation's files (a logo, an invoice): a signed address for one PUT of the bytes. */
import { z } from '../zod';
import { uploadTicketFields } from '../upload-ticket';
import { COMPANY_FILE_PURPOSES, COMPANY_FILE_RULES, COMPANY_FILE_TYPES } from './constants';

const hasNoSlashOrControl = (v: string): boolean =>
  ![...v].some(
    (c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
  );

/** POST /company/files/upload-url: a signed address for one PUT of the file's bytes. */
export const companyFileUploadSchema = z
  .object({
    purpose: z.enum(COMPANY_FILE_PURPOSES),
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine(hasNoSlashOrControl, 'File name must not contain slashes or control characters'),
    contentType: z.enum(COMPANY_FILE_TYPES),
    size: z.number().int().min(1),
  })
  .superRefine((v, ctx) => {
    const rule = COMPANY_FILE_RULES[v.purpose];
    if (!(rule.types as readonly string[]).includes(v.contentType))
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: `Use ${rule.types.join(', ')}`,
      });
    if (v.size > rule.maxBytes)
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: `At most ${rule.maxBytes / 1024 / 1024} MB`,
      });
  });
export type CompanyFileUploadRequest = z.input<typeof companyFileUploadSchema>;

export const companyFileRefSchema = z.object({
  _id: z.string(),
  purpose: z.enum(COMPANY_FILE_PURPOSES),
  fileName: z.string(),
  contentType: z.enum(COMPANY_FILE_TYPES),
  size: z.number(),
  /** A signed read address bound to the caller's session (stored files only). */
  url: z.string().optional(),
});
export type CompanyFileRef = z.infer<typeof companyFileRefSchema>;

export const companyFileUploadResponse = z.object({
  type: z.literal('success'),
  uploadUrl: z.string(),
  expiresAt: z.string(),
  file: z.object({ _id: z.string() }),
});
export type CompanyFileUploadResponse = z.infer<typeof companyFileUploadResponse>;

export const companyFileStoredResponse = z.object({
  type: z.literal('success'),
  file: companyFileRefSchema,
});
export type CompanyFileStoredResponse = z.infer<typeof companyFileStoredResponse>;

/** POST /company/files/upload-url with where to send the file and confirm it (issue 33). */
export const companyFileUploadTicketResponse = companyFileUploadResponse.extend(uploadTicketFields);
export type CompanyFileUploadTicketResponse = z.infer<typeof companyFileUploadTicketResponse>;
