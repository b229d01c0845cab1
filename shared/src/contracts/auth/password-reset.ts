/**
 * Password reset by a one-time link: POST /auth/password-reset `{ email }`, GET and POST
 * /auth/password-reset/:token, and an administrator's link for a user
 * (POST /company/users/:id/password-reset, whose params are the organisation's).
 */
import { z } from '../zod';
import { passwordSchema } from '../marketing/registration';
import { email } from '../organisation/common';

const success = z.literal('success');

/** POST /auth/password-reset: the answer is the same whether or not the account exists. */
export const passwordResetRequestSchema = z.object({ email: email() });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a password reset link'),
});
/** The new password passes the product's one password rule (as a password change). */
export const passwordResetSchema = z.object({ password: passwordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** A working reset link: whose account it is, the email masked (`a***@demo.test`). */
export const passwordResetLookupResponse = z.object({
  type: success,
  reset: z.object({ email: z.string() }),
});
export type PasswordResetLookupResponse = z.infer<typeof passwordResetLookupResponse>;
/** An admin's reset link for a user, shown once: only its hash is stored. */
export const passwordResetLinkResponse = z.object({
  type: success,
  link: z.string(),
  expiresAt: z.string(),
});
export type PasswordResetLinkResponse = z.infer<typeof passwordResetLinkResponse>;
