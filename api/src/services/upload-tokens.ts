/**
 * Signed, short-lived addresses for asset images: `<payload>.<signature>`, the
 * payload base64url JSON and the signature HMAC-SHA256 under a key derived from
 * the server secret. An upload token lets one PUT of the declared type and size
 * reach one pending image; a read token lets the holder of one live session read
 * one stored image. Tampering, another kind, or expiry: verify() returns null.
 */
import crypto from 'node:crypto';

export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;
export const READ_TOKEN_TTL_SECONDS = 60 * 60;

export interface UploadClaims {
  kind: 'put';
  companyId: string;
  imageId: string;
  contentType: string;
  size: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface ReadClaims {
  kind: 'get';
  companyId: string;
  imageId: string;
  /** The session the address was issued to: it stops working when that session ends. */
  sessionId: string;
  exp: number;
}

export type ImageClaims = UploadClaims | ReadClaims;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/;

export interface UploadTokenService {
  sign(claims: ImageClaims): string;
  verify<K extends ImageClaims['kind']>(
    token: string,
    kind: K,
    nowSeconds?: number,
  ): Extract<ImageClaims, { kind: K }> | null;
}

function wellFormed(value: unknown): value is ImageClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  if (typeof c.companyId !== 'string' || !UUID.test(c.companyId)) return false;
  if (typeof c.imageId !== 'string' || !UUID.test(c.imageId)) return false;
  if (typeof c.exp !== 'number' || !Number.isFinite(c.exp)) return false;
  if (c.kind === 'put') return typeof c.contentType === 'string' && typeof c.size === 'number';
  if (c.kind === 'get') return typeof c.sessionId === 'string' && UUID.test(c.sessionId);
  return false;
}

/**
 * `purpose` derives the key: the organisation's files (logo, invoices) sign with their own,
 * so an address of one kind never opens the other.
 */
export function createUploadTokenService(
  serverSecret: string,
  purpose = 'itam/asset-images/v1',
): UploadTokenService {
  // A key of its own, so an image address can never pass for a session token or the reverse.
  const key = crypto.createHmac('sha256', serverSecret).update(purpose).digest();
  const mac = (payload: string) =>
    crypto.createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claims) {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token, kind, nowSeconds = Math.floor(Date.now() / 1000)) {
      if (!TOKEN.test(token)) return null;
      const [payload, signature] = token.split('.') as [string, string];
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!wellFormed(claims) || claims.kind !== kind || claims.exp <= nowSeconds) return null;
      return claims as Extract<ImageClaims, { kind: typeof kind }>;
    },
  };
}
