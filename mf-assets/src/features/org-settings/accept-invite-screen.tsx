/**
 * The one "set your password" screen of a one-time link (public), for either purpose:
 * - `/accept-invite/:token`: the invitee sets a password and is signed in;
 * - `/reset-password/:token`: a user sets a new password, then signs in with it.
 * A used, expired, revoked or unknown link says so.
 */
import { useState, type ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { isApiError } from '@itam/shared/api';
import {
  INVITATION_REVOKED,
  ONE_TIME_LINK_ERRORS,
  ROUTES,
  type OneTimeLinkError,
} from '@itam/shared/contracts';
import { Alert, Button, Skeleton } from '@itam/shared/antd';
import { Form } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useParams } from '@itam/shared/router';
import { AppThemeProvider } from '@itam/shared/theme';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { applyServerErrors } from '../../common/server-errors';
import { answerOf, type Answer } from '../../common/assets-api';
import { acceptInvitation, resetPassword } from './api/admin-api';
import { useLookUpLinkQuery, type LinkGreeting, type LinkPurpose } from './api/look-up-link';
import { startSignedIn } from './start-session';
import { NewPasswordFields } from './views/new-password-fields';
import { FormAlert } from './views/view-parts';

export type { LinkPurpose };

interface Values {
  password: string;
  confirm: string;
}

/**
 * What the link's lookup found: a working link's greeting (a translation key and its
 * values), or the translation key of why it does not work (an answer, not a failure).
 */
type LookedUp = LinkGreeting | { invalid: string };

/** The translation key of why the link does not work; null when it failed for another reason. */
function invalidLinkKey(purpose: LinkPurpose, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (purpose === 'reset') {
    const code = ONE_TIME_LINK_ERRORS.find((c) => c === error.code);
    const known: OneTimeLinkError | undefined =
      code ?? (error.status === 400 || error.status === 404 ? 'LINK_UNKNOWN' : undefined);
    return known ? `org.link.${known}` : null;
  }
  if (error.code === INVITATION_REVOKED) return 'org.invite.revoked';
  return error.status === 404 || error.status === 400 ? 'org.invite.invalid' : null;
}

/** What a link of each purpose looks up, greets with and does with the password. */
function useLink(purpose: LinkPurpose, token: string) {
  const answer = answerOf(useLookUpLinkQuery({ purpose, token }));
  // A used, expired, revoked or unknown link is an answer to show, not a failure.
  const invalid = invalidLinkKey(purpose, answer.rawError);
  const data: Answer<LookedUp> = invalid ? { ...answer, data: { invalid }, error: null } : answer;
  const submit =
    purpose === 'invitation'
      ? async (password: string) => startSignedIn(await acceptInvitation(token, password))
      : (password: string) => resetPassword(token, password);
  return { data, submit };
}

/**
 * Sends the password: busy, then done (a reset) or the server's problem; a link found
 * invalid on the way is remembered as such.
 */
function useSubmitPassword(
  purpose: LinkPurpose,
  send: (password: string) => Promise<unknown>,
  form: FormInstance<Values>,
) {
  const { t } = useTranslation('assets');
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });
  const [linkError, setLinkError] = useState<string | null>(null);
  const submit = async ({ password }: Values) => {
    setState({ busy: true, error: null, done: false });
    try {
      await send(password);
      setState({ busy: false, error: null, done: purpose === 'reset' });
    } catch (failure) {
      const invalid = invalidLinkKey(purpose, failure);
      if (invalid) setLinkError(invalid);
      setState({
        busy: false,
        error: invalid ? null : applyServerErrors(form, failure, t, ['password']),
        done: false,
      });
    }
  };
  return { state, linkError, submit };
}

/** Why the link does not work, why it could not be looked up, or that the reset is done. */
function LinkAlerts({
  invalid,
  loadError,
  done,
  toLogin,
}: {
  invalid: string | null;
  loadError: string | null;
  done: boolean;
  toLogin: ReactNode;
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      {invalid ? (
        <Alert type="warning" showIcon role="alert" title={invalid} description={toLogin} />
      ) : null}
      {loadError && !invalid ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('org.loadFailed')}
          description={loadError}
        />
      ) : null}
      {done ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('org.reset.done')}
          description={toLogin}
        />
      ) : null}
    </>
  );
}

export function SetPasswordScreen({ purpose }: { purpose: LinkPurpose }) {
  const { t } = useTranslation('assets');
  const { token = '' } = useParams<{ token: string }>();
  const link = useLink(purpose, token);
  const [form] = Form.useForm<Values>();
  const { state, linkError, submit } = useSubmitPassword(purpose, link.submit, form);
  const screen = purpose === 'invitation' ? 'acceptInvite' : 'resetPassword';
  const found = link.data.data;
  const invalidKey = linkError ?? (found && 'invalid' in found ? found.invalid : null);
  const invalid = invalidKey ? t(invalidKey) : null;
  const greeting = found && 'greeting' in found ? t(found.greeting, found.values) : null;
  const toLogin =
    purpose === 'reset' ? (
      <Link to={ROUTES.login}>{invalid ? t('org.reset.askAgain') : t('org.reset.signIn')}</Link>
    ) : null;
  // A public page: the product's theme (contrast, touch targets) comes with it, as on /login.
  return (
    <AppThemeProvider>
      <ScreenRoot remoteId="assets">
        <div style={{ maxWidth: 480, margin: '32px auto', padding: '0 16px' }}>
          <PageHeader
            title={t(`screens.${screen}.title`)}
            description={t(`screens.${screen}.description`)}
          />
          {link.data.loading ? <Skeleton active /> : null}
          <LinkAlerts
            invalid={invalid}
            loadError={link.data.error}
            done={state.done}
            toLogin={toLogin}
          />
          {greeting && !state.done && !invalid ? (
            <Form<Values>
              form={form}
              layout="vertical"
              name={purpose === 'invitation' ? 'accept-invite' : 'reset-password'}
              onFinish={(v) => void submit(v)}
              disabled={state.busy}
            >
              <p>{greeting}</p>
              <FormAlert error={state.error} />
              <NewPasswordFields name="password" />
              <Button type="primary" htmlType="submit" loading={state.busy}>
                {purpose === 'invitation' ? t('org.invite.accept') : t('org.reset.submit')}
              </Button>
            </Form>
          ) : null}
        </div>
      </ScreenRoot>
    </AppThemeProvider>
  );
}

/** `/accept-invite/:token` */
export default function AcceptInviteScreen() {
  return <SetPasswordScreen purpose="invitation" />;
}

/** `/reset-password/:token` */
export function ResetPasswordScreen() {
  return <SetPasswordScreen purpose="reset" />;
}
