/**
 * The company's administration: roles and their policies, users (role, deactivate,
 * reactivate, a password reset link), invitations, and the public one-time links.
 */
import { z } from '../zod';
import { passwordSchema } from '../marketing/registration';
import { PERMISSION_CATALOGUE, type Policies } from '../permissions';
import { email } from './common';

function checkCatalogue(value: Record<string, Record<string, string[]>>, ctx: z.RefinementCtx) {
  const catalogue = PERMISSION_CATALOGUE as Record<string, Record<string, readonly string[]>>;
  for (const [group, objects] of Object.entries(value)) {
    const known = catalogue[group];
    if (!known) {
      ctx.addIssue({ code: 'custom', path: [group], message: 'Unknown permission group' });
      continue;
    }
    for (const [object, actions] of Object.entries(objects)) {
      const allowed = known[object];
      if (!allowed) {
        ctx.addIssue({ code: 'custom', path: [group, object], message: 'Unknown object' });
        continue;
      }
      actions.forEach((action, i) => {
        if (!allowed.includes(action))
          ctx.addIssue({ code: 'custom', path: [group, object, i], message: 'Unknown action' });
      });
    }
  }
}

/** Policies of the catalogue's shape: unknown groups, objects or actions are refused. */
export const policiesSchema = z
  .record(z.string(), z.record(z.string(), z.array(z.string()).max(10)))
  .superRefine(checkCatalogue)
  .transform((value) => {
    // Stored without empty lists or groups, actions once each.
    const out: Record<string, Record<string, string[]>> = {};
    for (const [group, objects] of Object.entries(value))
      for (const [object, actions] of Object.entries(objects)) {
        if (!actions.length) continue;
        (out[group] ??= {})[object] = [...new Set(actions)];
      }
    return out as Policies;
  });

export const roleInputSchema = z.object({
  roleName: z.string().trim().min(1).max(60),
  policies: policiesSchema,
});
export type RoleInput = z.input<typeof roleInputSchema>;

/** Policies as a role carries them. */
const storedPolicies = z
  .record(z.string(), z.record(z.string(), z.array(z.string())))
  .transform((value) => value as Policies);

export const companyRoleSchema = z.object({
  _id: z.string(),
  roleName: z.string(),
  accessLevel: z.string(),
  policies: storedPolicies,
  userCount: z.number(),
});
export type CompanyRole = z.infer<typeof companyRoleSchema>;

const roleRef = z.object({ _id: z.string(), roleName: z.string() });

export const companyUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  active: z.boolean(),
  role: roleRef,
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const userRoleSchema = z.object({ roleId: z.guid() });

export const invitationInputSchema = z.object({
  email: email(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  roleId: z.guid(),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleRef,
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** Set when an administrator revoked it before it was used: its link answers LINK_REVOKED. */
  revokedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation link'),
});
export const invitationAcceptSchema = z.object({ password: passwordSchema });
export type InvitationAcceptRequest = z.input<typeof invitationAcceptSchema>;

// The password reset shapes are auth's (contracts/auth/password-reset.ts), re-exported here.
export {
  passwordResetRequestSchema,
  passwordResetTokenParamsSchema,
  passwordResetSchema,
  passwordResetLookupResponse,
  passwordResetLinkResponse,
  type PasswordResetRequest,
  type PasswordResetInput,
  type PasswordResetLookupResponse,
  type PasswordResetLinkResponse,
} from '../auth/password-reset';

const success = z.literal('success');

export const companyRolesResponse = z.object({ type: success, roles: z.array(companyRoleSchema) });
export type CompanyRolesResponse = z.infer<typeof companyRolesResponse>;
export const companyRoleResponse = z.object({ type: success, role: companyRoleSchema });
export type CompanyRoleResponse = z.infer<typeof companyRoleResponse>;
export const companyUsersResponse = z.object({ type: success, users: z.array(companyUserSchema) });
export type CompanyUsersResponse = z.infer<typeof companyUsersResponse>;
export const invitationsResponse = z.object({
  type: success,
  invitations: z.array(invitationSchema),
});
export type InvitationsResponse = z.infer<typeof invitationsResponse>;
/** The link is shown once: only its hash is stored. */
export const invitationCreatedResponse = z.object({
  type: success,
  invitation: invitationSchema,
  link: z.string(),
});
export type InvitationCreatedResponse = z.infer<typeof invitationCreatedResponse>;
export const invitationLookupResponse = z.object({
  type: success,
  invitation: z.object({ email: z.string(), firstName: z.string(), companyName: z.string() }),
});
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponse>;
export const invitationAcceptResponse = z.object({ type: success, token: z.string() });
export type InvitationAcceptResponse = z.infer<typeof invitationAcceptResponse>;

/** GET /{product}/roles/get: the caller's role name and policies (any signed-in user). */
export const sessionRoleResponse = z.object({
  type: success,
  roleInfo: z.object({ roleName: z.string(), policies: storedPolicies }),
  accessLevel: z.string(),
});
