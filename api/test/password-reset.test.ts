/** Password reset by a one-time link: asked for by email (mailed) or made by an administrator. */
import type { FastifyInstance } from 'fastify';
import type { Transport } from 'nodemailer';
import { PASSWORD_RESET_TTL_MINUTES } from '@itam/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { RESET_REQUESTS_PER_EMAIL } from '../src/modules/auth/password-reset.service';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import {
  bearer,
  DEMO_PASSWORD,
  expectErrorBody,
  freshAddress,
  loginRequest,
  testConfig,
} from './helpers';
import { orgLog, userWith } from './org-fixtures';

const PUBLIC_URL = 'https://itam.example.com';
const NEW_PASSWORD = 'R3set!Password';

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** An in-process nodemailer transport: it records each message and resolves `next()`. */
function recordingTransport() {
  const sent: SentMail[] = [];
  let waiting: ((mail: SentMail) => void) | null = null;
  const transport: Transport = {
    name: 'recording',
    version: '1',
    send(mail, callback) {
      const { to, subject, text } = mail.data as { to: string; subject: string; text: string };
      const message = { to, subject, text };
      sent.push(message);
      waiting?.(message);
      waiting = null;
      callback(null, { envelope: mail.message.getEnvelope(), messageId: `<${sent.length}@test>` });
    },
  };
  return {
    transport,
    sent,
    next: () => new Promise<SentMail>((resolve) => (waiting = resolve)),
  };
}

let world: AssetWorld;
/** The same database served with mail configured. */
let mailApp: FastifyInstance;
const mail = recordingTransport();

beforeAll(async () => {
  world = await assetWorld();
  mailApp = await buildApp(
    testConfig({
      database: world.env.config.database,
      publicUrl: PUBLIC_URL,
      mail: { transport: mail.transport, from: 'itam@example.com' },
    }),
    { database: world.env.database },
  );
});
afterAll(async () => {
  await mailApp.close();
  await world.env.close();
});

const db = () => world.env.database.db;

const ask = (
  app: FastifyInstance,
  payload: Record<string, unknown>,
  remoteAddress = freshAddress(),
) => app.inject({ method: 'POST', url: '/api/auth/password-reset', payload, remoteAddress });
const lookUp = (token: string) =>
  world.env.app.inject({ url: `/api/auth/password-reset/${token}` });
const reset = (token: string, payload: Record<string, unknown>) =>
  world.env.app.inject({ method: 'POST', url: `/api/auth/password-reset/${token}`, payload });
const tokenOf = (link: string) => link.split('/').pop()!;

async function openResets(userId: string) {
  return db()
    .selectFrom('invitations')
    .select(['token_hash', 'role_id', 'expires_at'])
    .where('purpose', '=', 'reset')
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .execute();
}

async function adminLink(userId: string): Promise<string> {
  const res = await world.admin.post(`/company/users/${userId}/password-reset`);
  expect(res.statusCode).toBe(201);
  return res.json().link as string;
}

describe('asking for a reset link', () => {
  it('answers the same 202 for an unknown email as for an account, and mails only the account a link', async () => {
    const user = await userWith(world, {});
    const mailed = mail.next();
    const known = await ask(mailApp, { email: user.email.toUpperCase() });
    const sentMail = await mailed;
    const unknown = await ask(mailApp, { email: 'nobody@nowhere.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ type: 'success' });

    expect(sentMail.to).toBe(user.email);
    const link = /https:\/\/itam\.example\.com\/reset-password\/[A-Za-z0-9_-]{43}/.exec(
      sentMail.text,
    )?.[0];
    expect(link).toBeDefined();
    expect(mail.sent.map((m) => m.to)).toEqual([user.email]);
    // Stored hashed, for an hour, with no role.
    const [stored] = await openResets(user.userId);
    expect(stored!.token_hash).not.toContain(tokenOf(link!));
    expect(stored!.role_id).toBeNull();
    const minutes = (new Date(stored!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PASSWORD_RESET_TTL_MINUTES - 5);
    expect(minutes).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MINUTES);
    expect((await lookUp(tokenOf(link!))).statusCode).toBe(200);
  });

  it('without mail configured makes no link (an administrator hands one on)', async () => {
    const user = await userWith(world, {});
    const res = await ask(world.env.app, { email: user.email });
    expect(res.statusCode).toBe(202);
    expect(await openResets(user.userId)).toEqual([]);
  });

  it('is throttled per email like a login, known or not, with the wait in Retry-After', async () => {
    for (const email of ['throttled@nowhere.test', 'viewer@demo.test']) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1)
        expect((await ask(world.env.app, { email })).statusCode).toBe(202);
      const refused = await ask(world.env.app, { email: email.toUpperCase() });
      expectErrorBody(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('refuses a bad body with 400 naming the field', async () => {
    for (const payload of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const body = expectErrorBody(await ask(world.env.app, payload), 400);
      expect(body.issues?.[0]?.field).toBe('email');
    }
  });
});

describe('an administrator’s reset link', () => {
  it('works once: the new password signs in, every session of the user ends, the log records it', async () => {
    const user = await userWith(world, {});
    const first = await adminLink(user.userId);
    const link = await adminLink(user.userId);
    expect(link).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}$/);
    // A newer link replaces the unused one.
    expect((await openResets(user.userId)).length).toBe(1);
    expect(expectErrorBody(await lookUp(tokenOf(first)), 404)).toMatchObject({
      code: 'LINK_UNKNOWN',
    });

    const token = tokenOf(link);
    const lookup = await lookUp(token);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().reset).toEqual({ email: 'c***@demo.test' });

    const weak = expectErrorBody(await reset(token, { password: 'weak' }), 400);
    expect(weak.issues?.[0]?.field).toBe('password');
    expect(expectErrorBody(await reset(token, {}), 400).issues?.[0]?.field).toBe('password');

    expect((await reset(token, { password: NEW_PASSWORD })).statusCode).toBe(200);
    const verify = await world.env.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: bearer(user.token),
    });
    expectErrorBody(verify, 401);
    expect((await loginRequest(world.env.app, user.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await loginRequest(world.env.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    for (const res of [await lookUp(token), await reset(token, { password: 'An0ther!Pass' })])
      expect(expectErrorBody(res, 410)).toMatchObject({ code: 'LINK_USED' });
    const actions = (await orgLog(world)).map((a) => a.action);
    expect(actions.slice(0, 3)).toEqual([
      'password-reset',
      'password-reset-link',
      'password-reset-link',
    ]);
  });

  it('expires after its hour', async () => {
    const user = await userWith(world, {});
    const token = tokenOf(await adminLink(user.userId));
    await db()
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset')
      .where('user_id', '=', user.userId)
      .execute();
    for (const res of [await lookUp(token), await reset(token, { password: NEW_PASSWORD })])
      expect(expectErrorBody(res, 410)).toMatchObject({ code: 'LINK_EXPIRED' });
    expect((await loginRequest(world.env.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 LINK_UNKNOWN for an unknown token and 400 for one of the wrong form', async () => {
    const unknown = 'A'.repeat(43);
    expect(expectErrorBody(await lookUp(unknown), 404)).toMatchObject({ code: 'LINK_UNKNOWN' });
    expect(expectErrorBody(await reset(unknown, { password: NEW_PASSWORD }), 404)).toMatchObject({
      code: 'LINK_UNKNOWN',
    });
    expect(expectErrorBody(await lookUp('short'), 400).issues?.[0]?.field).toBe('token');
  });

  it('is not an invitation: the invitation endpoints refuse its token', async () => {
    const user = await userWith(world, {});
    const token = tokenOf(await adminLink(user.userId));
    expectErrorBody(await world.env.app.inject({ url: `/api/invitations/${token}` }), 404);
    const accept = await world.env.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: NEW_PASSWORD },
    });
    expectErrorBody(accept, 404);
    const listed = (await world.admin.get('/company/invitations')).json().invitations as {
      email: string;
    }[];
    expect(listed.map((i) => i.email)).not.toContain(user.email);
  });

  it('is for the admin setup editors of the user’s company only', async () => {
    const user = await userWith(world, {});
    const other = await world.other.post(`/company/users/${user.userId}/password-reset`);
    expectErrorBody(other, 404);
    expectErrorBody(await world.viewer.post(`/company/users/${user.userId}/password-reset`), 403);
    const adminViewer = await userWith(world, { on_organsiation: { admin_setup: ['view'] } });
    expectErrorBody(
      await adminViewer.client.post(`/company/users/${user.userId}/password-reset`),
      403,
    );
    const body = expectErrorBody(
      await world.admin.post('/company/users/not-a-uuid/password-reset'),
      400,
    );
    expect(body.issues?.[0]?.field).toBe('id');
    expect(await openResets(user.userId)).toEqual([]);
  });

  it('is refused for a deactivated user, whose older link stops working', async () => {
    const user = await userWith(world, {});
    const token = tokenOf(await adminLink(user.userId));
    await db().updateTable('users').set({ active: false }).where('id', '=', user.userId).execute();
    expectErrorBody(await world.admin.post(`/company/users/${user.userId}/password-reset`), 409);
    expect(expectErrorBody(await lookUp(token), 404)).toMatchObject({ code: 'LINK_UNKNOWN' });
  });
});

describe('SMTP_URL', () => {
  it('is optional, must be smtp(s) and needs PUBLIC_URL for the links', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
        PUBLIC_URL: PUBLIC_URL,
        MAIL_FROM: 'ITAM <itam@example.com>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'ITAM <itam@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com', PUBLIC_URL })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
  });
});
