/**
 * The signed upload path. It registers no route of its own: each kind of upload (asset
 * images, the organisation's files) registers its addresses with `registerSignedUploads`
 * (signed-uploads.routes.ts) and signs them with `signUpload` / `signRead`
 * (signed-uploads.service.ts).
 */
export { signUploadTicket, type UploadTicket } from './direct-uploads.service';
export { registerSignedUploads } from './signed-uploads.routes';
export {
  signRead,
  signUpload,
  type PendingUpload,
  type SignedUploadKind,
  type UploadClaims,
} from './signed-uploads.service';
