/**
 * Signed upload and read addresses: no session and no company module at the door
 * (`publicAccess()`); the signed token in the address is the credential (its claims name the
 * company, the row, and for a read the session it was issued to, which must still live).
 */
import { publicAccess } from '../../auth/guard';

export const bySignedAddress = (bodyLimit: number) => ({
  config: { access: publicAccess() },
  bodyLimit,
});
