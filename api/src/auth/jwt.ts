/**
 * Session tokens: HS256 JWTs (jose) carrying the user, the company and a jti
 * that names a sessions row, so a token can be revoked before it expires.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'itam-api';
const AUDIENCE = 'itam-web';
const SECRET_FILE = 'jwt-secret';

export interface TokenClaims {
  userId: string;
  companyId: string;
  jti: string;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null otherwise. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * JWT_SECRET when set; otherwise a random secret created once in the data dir
 * (mode 600) so tokens survive restarts without anyone choosing a weak secret.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

/**
 * Tokens already verified, with their expiry: a signature that checked out
 * once still does, so repeat requests skip the HMAC (a sixth of a list
 * request's CPU). Revocation is unaffected: the guard still checks the
 * session on every request (auth/session-cache.ts).
 */
class VerifiedTokens {
  readonly #entries = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  get(token: string): TokenClaims | null {
    const entry = this.#entries.get(token);
    if (!entry) return null;
    if (Date.now() >= entry.expiresAtMs) {
      this.#entries.delete(token);
      return null;
    }
    return entry.claims;
  }

  set(token: string, claims: TokenClaims, expiresAtMs: number): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, { claims, expiresAtMs });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: string): TokenService {
  // Imported once: handing jose raw bytes would re-import the key on every call.
  const key = crypto.webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new VerifiedTokens();
  return {
    async sign({ userId, companyId, jti }, expiresAt) {
      return new SignJWT({ cid: companyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'jti', 'sub'],
        });
        const { sub, jti, cid, exp } = payload;
        // Ids go into SQL as uuid parameters: refuse anything else here.
        if (![sub, jti, cid].every((v) => typeof v === 'string' && UUID.test(v))) return null;
        const claims = { userId: sub as string, companyId: cid as string, jti: jti as string };
        verified.set(token, claims, (exp as number) * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
