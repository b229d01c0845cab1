/**
 * Password hashes with node's scrypt, stored as `scrypt$N$r$p$salt$hash`
 * (base64url) so the cost can be raised later without breaking old hashes.
 */
import crypto from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, cost: typeof DEFAULT_COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 1 << 20) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const key = await scrypt(password, Buffer.from(parts[4] ?? '', 'base64url'), { N, r, p });
  return expected.length === key.length && crypto.timingSafeEqual(expected, key);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same scrypt time as a real check when the email is unknown, so the
 * response time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
