import { JWT_TOKEN_KEY } from '../../contracts/constants';
import { REDACTED, scrubString, scrubValue } from '../scrub';

// A real-shaped JWT (header.payload.signature), as the API issues.
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSIsImNpZCI6ImMxIn0.Qm9ndXNTaWduYXR1cmVfX19fX19fX18';

describe('scrubString', () => {
  afterEach(() => localStorage.clear());

  it.each([
    [`/vendor-form/abc?token=${JWT}&x=1`, `/vendor-form/abc?token=${REDACTED}&x=1`],
    [
      `https://x.test/a?jwtToken=abc#access_token=def`,
      `https://x.test/a?jwtToken=${REDACTED}#access_token=${REDACTED}`,
    ],
    [`Authorization: Bearer ${JWT}`, `Authorization: Bearer ${REDACTED}`],
    [`Bearer opaque.value-123`, `Bearer ${REDACTED}`],
    [
      `{"email":"a@b.test","password":"Demo@12345"}`,
      `{"email":"a@b.test","password":"${REDACTED}"}`,
    ],
    [`failed with ${JWT} in it`, `failed with ${REDACTED} in it`],
    ['/login?password=hunter2', `/login?password=${REDACTED}`],
  ])('scrubs %s', (input, expected) => {
    expect(scrubString(input)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    expect(scrubString('/assets/edit/42?page=2 token of thanks')).toBe(
      '/assets/edit/42?page=2 token of thanks',
    );
  });

  it('removes the stored session token even when it is not JWT-shaped, and remembers it after logout', () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'opaque-session-token-0001');
    expect(scrubString('x opaque-session-token-0001 y')).toBe(`x ${REDACTED} y`);
    localStorage.removeItem(JWT_TOKEN_KEY);
    expect(scrubString('later: opaque-session-token-0001')).toBe(`later: ${REDACTED}`);
  });
});

describe('scrubValue', () => {
  it('redacts secret keys at any depth and scrubs every string', () => {
    const input = {
      url: `/a?token=${JWT}`,
      nested: {
        password: 'Demo@12345',
        Authorization: `Bearer ${JWT}`,
        list: [{ jwtToken: 'x' }, `Bearer ${JWT}`],
      },
      headers: { 'X-Requested-With': 'itam-web', cookie: 'sid=1' },
      count: 3,
      empty: null,
    };
    const out = scrubValue(input);
    expect(out).toEqual({
      url: `/a?token=${REDACTED}`,
      nested: {
        password: REDACTED,
        Authorization: REDACTED,
        list: [{ jwtToken: REDACTED }, `Bearer ${REDACTED}`],
      },
      headers: { 'X-Requested-With': 'itam-web', cookie: REDACTED },
      count: 3,
      empty: null,
    });
    expect(input.nested.password).toBe('Demo@12345');
    expect(JSON.stringify(out)).not.toContain(JWT);
  });

  it('keeps the listed top-level keys and survives cycles and errors', () => {
    const cyclic: Record<string, unknown> = { token: 'phc_project_key' };
    cyclic.self = cyclic;
    cyclic.error = new Error(`boom ${JWT}`);
    const out = scrubValue(cyclic, { keepKeys: new Set(['token']) }) as Record<string, unknown>;
    expect(out.token).toBe('phc_project_key');
    expect(out.self).toBe('[…]');
    expect(out.error).toMatchObject({ name: 'Error', message: `boom ${REDACTED}` });
    expect(scrubValue({ token: 'phc_project_key' })).toEqual({ token: REDACTED });
  });
});
