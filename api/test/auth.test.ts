import { sql } from 'kysely';
import { SignJWT } from 'jose';
import { createTokenService } from '../src/auth/jwt';
import { LOGIN_FAILED } from '../src/modules/auth/sign-in.service';
import {
  TEST_SECRET,
  bearer,
  createTestEnv,
  expectErrorBody,
  login,
  loginRequest,
  type TestEnv,
} from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const verify = (headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'POST', url: '/api/auth/verify-token', headers });

describe('POST /api/auth/login', () => {
  it('returns a token for valid credentials, email case-insensitive', async () => {
    const res = await loginRequest(env.app, '  Admin@Demo.TEST ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ type: 'success', token: expect.any(String) });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('answers the same generic error for a wrong password and an unknown email', async () => {
    const wrong = await loginRequest(env.app, 'viewer@demo.test', 'nope-nope');
    const unknown = await loginRequest(env.app, 'nobody@demo.test', 'nope-nope');
    expect(expectErrorBody(wrong, 401).error).toBe(LOGIN_FAILED);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names the bad fields on invalid input', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login?requestType=verifyPassword',
      payload: { email: 'not-an-email' },
    });
    const body = expectErrorBody(res, 400);
    expect(body.issues?.map((i) => i.field).sort()).toEqual(['email', 'password']);
    expect(body.issues?.every((i) => i.message.length > 0)).toBe(true);
  });

  it('refuses an unknown requestType and a missing body', async () => {
    const other = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login?requestType=sendOtp',
      payload: { email: 'admin@demo.test', password: 'x' },
    });
    expect(expectErrorBody(other, 400).issues?.[0]?.field).toBe('requestType');
    const empty = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login?requestType=verifyPassword',
    });
    expect(expectErrorBody(empty, 400).issues?.[0]?.field).toBe('body');
  });
});

describe('POST /api/auth/verify-token', () => {
  it.each([
    ['admin@demo.test', 'LICENSE_EXIST', 'Demo Corp', 5],
    ['viewer@demo.test', 'LICENSE_EXIST', 'Demo Corp', 5],
    ['expired@demo.test', 'LICENSE_EXPIRED', 'Lapsed Logistics', 1],
    ['unlicensed@demo.test', 'LICENSE_REQUIRED', 'Newco Ventures', 2],
    ['incidents@demo.test', 'LICENSE_EXIST', 'Incident Response Co', 1],
    ['admin@other.test', 'NOT_REQUIRED', 'Other Ltd', 2],
  ])('%s gets %s', async (email, licenseCode, companyName, moduleCount) => {
    const token = await login(env.app, email);
    const res = await verify(bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      type: 'success',
      licenseCode,
      user: { email },
      // How the company writes days and money (the seed's default).
      company: { name: companyName, timeZone: 'Asia/Kolkata', currency: 'INR' },
    });
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'firstName', 'lastName']);
    expect(body.company.roles).toHaveLength(moduleCount);
    expect(body.company).toHaveProperty('logo');
  });

  it('accepts an empty JSON body as sent by the browser', async () => {
    const token = await login(env.app, 'admin@demo.test');
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    expectErrorBody(await verify(), 401);
    expectErrorBody(await verify({ authorization: 'Basic abc' }), 401);
    expectErrorBody(await verify({ authorization: 'Bearer not.a.jwt' }), 401);
  });

  it('answers 401 for a tampered token', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherSub = claims.sub.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: otherSub })).toString('base64url');
    expectErrorBody(await verify(bearer(`${header}.${forged}.${signature}`)), 401);
    // A middle character: all six of its bits are signature bits (the last one has padding bits).
    const flipped =
      signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expectErrorBody(await verify(bearer(`${header}.${payload}.${flipped}`)), 401);
  });

  it('answers 401 for alg none and for another secret', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    const payload = token.split('.')[1];
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expectErrorBody(await verify(bearer(none)), 401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expectErrorBody(await verify(bearer(other)), 401);
  });

  it('answers 401 for an expired token of a real session', async () => {
    const user = await env.database.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const jti = crypto.randomUUID();
    const past = new Date(Date.now() - 60_000);
    await env.database.db
      .insertInto('sessions')
      .values({
        id: jti,
        user_id: user.id,
        company_id: user.company_id,
        expires_at: new Date(Date.now() + 60_000),
        revoked_at: null,
      })
      .execute();
    const token = await createTokenService(TEST_SECRET).sign(
      { userId: user.id, companyId: user.company_id, jti },
      past,
    );
    expectErrorBody(await verify(bearer(token)), 401);
  });

  it('answers 401 when the session row has expired though the token has not', async () => {
    const token = await login(env.app, 'viewer@demo.test');
    await sql`update sessions set expires_at = now() - interval '1 minute'`.execute(
      env.database.db,
    );
    expectErrorBody(await verify(bearer(token)), 401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token server-side', async () => {
    const token = await login(env.app, 'admin@demo.test');
    const other = await login(env.app, 'admin@demo.test');
    expect((await verify(bearer(token))).statusCode).toBe(200);
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ type: 'success' });
    expectErrorBody(await verify(bearer(token)), 401);
    expectErrorBody(
      await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }),
      401,
    );
    // Other sessions of the same user stay signed in.
    expect((await verify(bearer(other))).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expectErrorBody(await env.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401);
  });
});

describe("verify-token's company logo", () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1e0f70000000049454e44ae426082',
    'hex',
  );
  const setLegacyLogo = (logo: string | null) =>
    env.database.db
      .updateTable('companies')
      .set({ logo, logo_file_id: null })
      .where('name', '=', 'Other Ltd')
      .execute();

  it('is null before an upload (and for a stored address the CSP would not load), the uploaded file after', async () => {
    const token = await login(env.app, 'admin@other.test');
    const logoOf = async () => (await verify(bearer(token))).json().company.logo as string | null;
    await setLegacyLogo(null);
    expect(await logoOf()).toBeNull();
    // Another site's address: the product's CSP (img-src 'self' data: blob:) would block it.
    await setLegacyLogo('https://cdn.example.test/logo.png');
    expect(await logoOf()).toBeNull();
    await setLegacyLogo(null);

    const address = await env.app.inject({
      method: 'POST',
      url: '/api/company/files/upload-url',
      headers: bearer(token),
      payload: {
        purpose: 'logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        size: png.length,
      },
    });
    expect(address.statusCode).toBe(200);
    const put = await env.app.inject({
      method: 'PUT',
      url: new URL(address.json().uploadUrl as string, 'http://x').pathname,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBe(200);

    const logo = await logoOf();
    // Same origin, so the header's <img> loads it under img-src 'self'.
    expect(logo).toMatch(/^\/api\/company-files\/[^/]+$/);
    const read = await env.app.inject({ url: logo! });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
  });
});
