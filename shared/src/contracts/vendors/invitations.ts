/**
 * The links sent to a vendor (`/api/vendors/:id/invitations`): each carries a copy of the
 * questionnaire as it was sent; the send and the resend answer the vendor's address.
 */
import { z } from '../zod';
import { storedSectionsSchema } from './questionnaires';

export const INVITATIONS_ROUTE = '/api/vendors/:id/invitations';
export const INVITATION_ROUTE = '/api/vendors/:id/invitations/:invitationId';
export const INVITATION_REVOKE_ROUTE = '/api/vendors/:id/invitations/:invitationId/revoke';
export const INVITATION_RESEND_ROUTE = '/api/vendors/:id/invitations/:invitationId/resend';

/** The remote's addresses (relative to the API base `/api`). */
export const INVITATION_PATHS = {
  list: (vendorId: string) => `/vendors/${vendorId}/invitations`,
  revoke: (vendorId: string, id: string) => `/vendors/${vendorId}/invitations/${id}/revoke`,
  resend: (vendorId: string, id: string) => `/vendors/${vendorId}/invitations/${id}/resend`,
} as const;

/** Days a vendor's link works, from its sending (and again from each resend). */
export const INVITATION_TTL_DAYS = 14;
const ttlDays = z.number().int().min(1).max(60).default(INVITATION_TTL_DAYS);

export const invitationParams = z.object({ id: z.guid(), invitationId: z.guid() });

export const invitationInput = z.object({ questionnaireId: z.guid(), expiresInDays: ttlDays });
export type InvitationBody = z.input<typeof invitationInput>;

/** A resend's body may be left out. */
export const resendInput = z.object({ expiresInDays: ttlDays }).prefault({});
export type ResendBody = z.input<typeof resendInput>;

export const INVITATION_STATES = ['open', 'submitted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

const instant = z.iso.datetime();

export const invitationSchema = z.object({
  _id: z.guid(),
  /** Null once the template was deleted (the sent copy stays). */
  questionnaireId: z.guid().nullable(),
  questionnaireName: z.string(),
  questionnaireVersion: z.number().int(),
  state: z.enum(INVITATION_STATES),
  round: z.number().int(),
  expiresAt: instant,
  revokedAt: instant.nullable(),
  submittedAt: instant.nullable(),
  sendCount: z.number().int(),
  lastSentAt: instant,
  createdAt: instant,
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationResponse = z.object({
  type: z.literal('success'),
  invitation: invitationSchema,
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** One link with the copy it carries. */
export const invitationDetailResponse = z.object({
  type: z.literal('success'),
  invitation: invitationSchema.extend({ sections: storedSectionsSchema }),
});
export type InvitationDetailResponse = z.infer<typeof invitationDetailResponse>;

/** A send's answer: the vendor's address, to copy (the server mails nothing). */
export const sentInvitationResponse = invitationResponse.extend({ link: z.string() });
export type SentInvitationResponse = z.infer<typeof sentInvitationResponse>;
export type SentInvitation = Omit<SentInvitationResponse, 'type'>;

export const invitationListResponse = z.object({
  type: z.literal('success'),
  invitations: z.array(invitationSchema),
});
export type InvitationListResponse = z.infer<typeof invitationListResponse>;
