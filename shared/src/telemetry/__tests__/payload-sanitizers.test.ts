import { JWT_TOKEN_KEY } from '../../contracts/constants';
import { sanitizePosthogEvent } from '../posthog-event';
import { noteRemoteEntry } from '../remote-attribution';
import { REDACTED } from '../scrub';
import { prepareBreadcrumb, prepareSentryEvent, type SentryEventLike } from '../sentry-event';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlX3NpZ25hdHVyZQ';
const ORIGIN = 'https://app.test';

describe('posthog before_send', () => {
  it('reports route patterns instead of paths and URLs, keeps the project key, scrubs the rest', () => {
    const out = sanitizePosthogEvent(
      {
        event: '$pageview',
        properties: {
          token: 'phc_project',
          $current_url: `${ORIGIN}/assets/edit/42?token=${JWT}`,
          $pathname: '/assets/edit/42',
          $prev_pageview_pathname: '/exit-employees/E-7',
          $referrer: 'https://mail.example/inbox/123?u=me',
          $host: 'app.test',
          password: 'Demo@12345',
          note: `Bearer ${JWT}`,
        },
        $set_once: {
          $initial_current_url: `${ORIGIN}/vendor-form/invite-secret`,
          $initial_pathname: '/vendor-form/invite-secret',
        },
      },
      ORIGIN,
    );
    expect(out.properties).toEqual({
      token: 'phc_project',
      $current_url: `${ORIGIN}/assets/edit/:assetId`,
      $pathname: '/assets/edit/:assetId',
      $prev_pageview_pathname: '/exit-employees/:employeeId',
      $referrer: 'https://mail.example/',
      $host: 'app.test',
      password: REDACTED,
      note: `Bearer ${REDACTED}`,
    });
    expect(out.$set_once).toEqual({
      $initial_current_url: `${ORIGIN}/vendor-form/:token`,
      $initial_pathname: '/vendor-form/:token',
    });
  });
});

describe('Sentry beforeSend and beforeBreadcrumb', () => {
  afterEach(() => localStorage.clear());

  it('scrubs the token from the URL, messages, breadcrumbs and extra data', () => {
    localStorage.setItem(JWT_TOKEN_KEY, JWT);
    const event = prepareSentryEvent({
      tags: {},
      message: `request failed: Authorization: Bearer ${JWT}`,
      request: { url: `${ORIGIN}/vendor-form/x?token=${JWT}`, headers: { 'User-Agent': 'Chrome' } },
      breadcrumbs: [
        {
          category: 'console',
          data: {
            arguments: [
              {
                config: {
                  headers: { Authorization: `Bearer ${JWT}` },
                  data: '{"password":"Demo@12345"}',
                },
              },
            ],
          },
        },
      ],
      extra: { jwtToken: JWT },
    });
    const text = JSON.stringify(event);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain('Demo@12345');
    expect(event.request.url).toBe(`${ORIGIN}/vendor-form/x?token=${REDACTED}`);
  });

  it('tags an error whose stack runs through a remote with that remote', () => {
    noteRemoteEntry('assets', 'http://localhost:8082/remoteEntry.js');
    const frames = (...files: string[]): SentryEventLike => ({
      exception: { values: [{ stacktrace: { frames: files.map((filename) => ({ filename })) } }] },
    });
    expect(
      prepareSentryEvent(frames(`${ORIGIN}/main.js`, `${ORIGIN}/remotes/vendors/123.abc.js`)).tags,
    ).toEqual({
      remote: 'vendors',
      'remote.version': 'unknown',
    });
    expect(
      prepareSentryEvent(frames(`${ORIGIN}/main.js`, 'http://localhost:8082/src_x.js')).tags,
    ).toMatchObject({ remote: 'assets' });
    expect(prepareSentryEvent(frames(`${ORIGIN}/main.js`)).tags).toBeUndefined();
    expect(
      prepareSentryEvent({ ...frames(`${ORIGIN}/remotes/vendors/1.js`), tags: { remote: 'shop' } })
        .tags,
    ).toMatchObject({ remote: 'shop' });
  });

  it('drops key-stroke breadcrumbs and scrubs the others', () => {
    expect(
      prepareBreadcrumb({ category: 'ui.input', message: 'input[name="password"]' }),
    ).toBeNull();
    expect(
      prepareBreadcrumb({
        category: 'navigation',
        data: { from: '/login', to: `/x?token=${JWT}` },
      }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/login', to: `/x?token=${REDACTED}` },
    });
  });
});
