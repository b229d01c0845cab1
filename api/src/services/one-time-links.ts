/**
 * The tokens of one-time links (invitations and password resets, one table): 32 random
 * bytes in the link, only their SHA-256 stored, so a copy of the database opens nothing.
 */
import crypto from 'node:crypto';

export const hashLinkToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A new link token (43 base64url characters) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
