/**
 * Who may sign in: an administrator revokes a pending invitation (its link then answers
 * that it was revoked) and deactivates or reactivates a user (whose sessions end at once);
 * never themselves, never the company's last active administrator.
 */
import { allPolicies, isAllowed, ORG_PERMISSIONS, type Policies } from '@itam/shared/contracts';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import { bearer, DEMO_PASSWORD, expectErrorBody, loginRequest } from './helpers';
import { orgLog, userWith } from './org-fixtures';

let world: AssetWorld;
beforeAll(async () => {
  world = await assetWorld();
});
afterAll(() => world.env.close());

const db = () => world.env.database.db;

async function viewerRoleId(): Promise<string> {
  const roles = (await world.admin.get('/company/roles')).json().roles as {
    _id: string;
    roleName: string;
  }[];
  return roles.find((r) => r.roleName === 'Viewer')!._id;
}

async function invite(email: string): Promise<{ id: string; token: string }> {
  const res = await world.admin.post('/company/invitations', {
    email,
    firstName: 'Ravi',
    roleId: await viewerRoleId(),
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().invitation._id, token: (res.json().link as string).split('/').pop()! };
}

const lookUp = (token: string) => world.env.app.inject({ url: `/api/invitations/${token}` });
const accept = (token: string) =>
  world.env.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}/accept`,
    payload: { password: 'N3w!Password' },
  });

describe('revoking an invitation', () => {
  it('stops its link, which then answers that it was revoked; once only; logged', async () => {
    const { id, token } = await invite('revoke.me@demo.test');
    expect((await lookUp(token)).statusCode).toBe(200);
    expectErrorBody(await world.viewer.post(`/company/invitations/${id}/revoke`), 403);
    const revoked = await world.admin.post(`/company/invitations/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    for (const res of [await lookUp(token), await accept(token)]) {
      expectErrorBody(res, 410);
      expect(res.json().code).toBe('LINK_REVOKED');
    }
    expect(
      (
        await db()
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'revoke.me@demo.test')
          .execute()
      ).length,
    ).toBe(0);
    expectErrorBody(await world.admin.post(`/company/invitations/${id}/revoke`), 409);
    const listed = (
      (await world.admin.get('/company/invitations')).json().invitations as {
        _id: string;
        revokedAt: string | null;
      }[]
    ).find((i) => i._id === id);
    expect(listed?.revokedAt).toEqual(expect.any(String));
    const log = await orgLog(world);
    expect(log.some((r) => r.entityType === 'invitation' && r.action === 'revoke')).toBe(true);
  });

  it('refuses an accepted invitation (409), another company’s (404) and a bad id (400)', async () => {
    const { id, token } = await invite('accepted.first@demo.test');
    expect((await accept(token)).statusCode).toBe(200);
    expectErrorBody(await world.admin.post(`/company/invitations/${id}/revoke`), 409);
    expectErrorBody(await world.other.post(`/company/invitations/${id}/revoke`), 404);
    expectErrorBody(await world.admin.post('/company/invitations/not-an-id/revoke'), 400);
  });

  it('answers concurrent revokes once, never 500', async () => {
    const { id } = await invite('twice.revoked@demo.test');
    const answers = await Promise.all([
      world.admin.post(`/company/invitations/${id}/revoke`),
      world.admin.post(`/company/invitations/${id}/revoke`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('deactivating a user', () => {
  it('ends their sessions at once and refuses their sign-in with a clear message', async () => {
    const user = await userWith(world, { on_asset: { asset: ['view'] } });
    expect((await user.client.get('/assets/get-assets?limit=1')).statusCode).toBe(200);
    expectErrorBody(await world.viewer.post(`/company/users/${user.userId}/deactivate`), 403);
    const res = await world.admin.post(`/company/users/${user.userId}/deactivate`);
    expect(res.statusCode).toBe(200);
    // The token used a moment ago is refused now.
    expectErrorBody(await user.client.get('/assets/get-assets?limit=1'), 401);
    const verify = await world.env.app.inject({
      method: 'POST',
      url: '/api/auth/verify-token',
      headers: bearer(user.token),
    });
    expectErrorBody(verify, 401);
    const refused = await loginRequest(world.env.app, user.email, DEMO_PASSWORD);
    expect(expectErrorBody(refused, 403).error).toMatch(/deactivated/i);
    expect(refused.json().code).toBe('ACCOUNT_DEACTIVATED');
    // A wrong password learns nothing about the account.
    const wrong = await loginRequest(world.env.app, user.email, 'Wrong!Pass1');
    expect(expectErrorBody(wrong, 401).error).toBe('Invalid email or password');
    expectErrorBody(await world.admin.post(`/company/users/${user.userId}/deactivate`), 409);
    const users = (await world.admin.get('/company/users')).json().users as {
      _id: string;
      active: boolean;
    }[];
    expect(users.find((u) => u._id === user.userId)?.active).toBe(false);
    const log = await orgLog(world);
    expect(log.some((r) => r.entityType === 'user' && r.action === 'deactivate')).toBe(true);

    expect((await world.admin.post(`/company/users/${user.userId}/reactivate`)).statusCode).toBe(
      200,
    );
    expectErrorBody(await world.admin.post(`/company/users/${user.userId}/reactivate`), 409);
    // The old session stays ended; a new sign-in works.
    expectErrorBody(await user.client.get('/assets/get-assets?limit=1'), 401);
    expect((await loginRequest(world.env.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await orgLog(world)).some((r) => r.action === 'reactivate')).toBe(true);
  });

  it('never deactivates the caller, nor another company’s user', async () => {
    const me = await userWith(world, allPolicies());
    const self = expectErrorBody(
      await me.client.post(`/company/users/${me.userId}/deactivate`),
      409,
    );
    expect(self.error).toMatch(/yourself/i);
    const stranger = await userWith(world, {});
    expectErrorBody(await world.other.post(`/company/users/${stranger.userId}/deactivate`), 404);
    expectErrorBody(await world.admin.post('/company/users/not-an-id/deactivate'), 400);
  });

  it('keeps the company’s last active administrator', async () => {
    // A role that may deactivate users but does not administer the company itself.
    const operator = await userWith(world, { on_organsiation: { admin_setup: ['create'] } });
    const admins = await db()
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.id', 'u.email', 'r.policies'])
      .where('u.company_id', '=', world.demo.companyId)
      .where('u.active', '=', true)
      .execute();
    const administrators = admins.filter(
      (u) =>
        isAllowed(u.policies as Policies, ORG_PERMISSIONS.adminView) &&
        isAllowed(u.policies as Policies, ORG_PERMISSIONS.adminCreate),
    );
    const others = administrators.filter((u) => u.email !== 'admin@demo.test');
    for (const other of others) {
      expect((await operator.client.post(`/company/users/${other.id}/deactivate`)).statusCode).toBe(
        200,
      );
    }
    const last = administrators.find((u) => u.email === 'admin@demo.test')!;
    const refused = expectErrorBody(
      await operator.client.post(`/company/users/${last.id}/deactivate`),
      409,
    );
    expect(refused.error).toMatch(/last active administrator/i);
    for (const other of others) await operator.client.post(`/company/users/${other.id}/reactivate`);
  });
});
