/**
 * The links sent to a vendor (`GET /api/vendors/:id/invitations`, newest first): which
 * questionnaire and round, its state, until when it works, how often it was sent. A member
 * who may register or edit vendors revokes an open link (after confirming) or resends it
 * (a new address, the old one stops working; the server limits how often), sends the
 * vendor a questionnaire (one registered without, or a new round after a decision), and
 * gets the new address to copy or to answer on the vendor's behalf.
 */
import { useState } from 'react';
import { Alert, App, Button, Flex, Skeleton } from '@itam/shared/antd';
import { isApiError } from '@itam/shared/api';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { LoadError, Panel, ReadableTag, Text } from '@itam/shared/ui';
import type { Invitation, InvitationState, SentInvitation } from '@itam/shared/contracts/vendors';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/vendors-server-api';
import { useListInvitationsQuery } from './api/list-invitations';
import { useResendInvitationMutation } from './api/resend-invitation';
import { useRevokeInvitationMutation } from './api/revoke-invitation';
import { SendQuestionnaire } from './send-questionnaire';
import { SentLink } from './sent-link';

const STATE_COLORS: Record<InvitationState, string> = {
  open: 'blue',
  submitted: 'green',
  expired: 'volcano',
  revoked: 'default',
};

type Shown = { shown: SentInvitation; kind: 'sentNew' | 'resent' };

/** Resending and revoking a link: which one is under way, and the failure's message. */
function useLinkActions(
  vendorId: string,
  vendorName: string,
  setSent: (f: (s: Shown | null) => Shown | null) => void,
) {
  const { t } = useTranslation('vendors');
  const { modal } = App.useApp();
  const [resendInvitation] = useResendInvitationMutation();
  const [revokeInvitation] = useRevokeInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // A write invalidates the vendor's links: the list reads them again.
  const act = async (id: string, run: () => Promise<unknown>) => {
    setBusy(id);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('invitations.failed'));
    } finally {
      setBusy(null);
    }
  };
  const resend = (invitation: Invitation) =>
    act(invitation._id, async () => {
      const shown = await resendInvitation({ vendorId, invitationId: invitation._id }).unwrap();
      setSent(() => ({ shown, kind: 'resent' }));
    });
  const revoke = (invitation: Invitation) =>
    modal.confirm({
      title: t('invitations.revokeTitle', { vendorName }),
      content: t('invitations.revokeText'),
      okText: t('invitations.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('invitations.cancel'),
      autoFocusButton: 'cancel',
      onOk: () =>
        act(invitation._id, async () => {
          await revokeInvitation({ vendorId, invitationId: invitation._id }).unwrap();
          setSent((shown) => (shown?.shown.invitation._id === invitation._id ? null : shown));
        }),
    });
  return { failure, busy, resend, revoke };
}

export function InvitationsPanel({
  vendorId,
  vendorName,
}: {
  vendorId: string;
  vendorName: string;
}) {
  const { t, i18n } = useTranslation('vendors');
  const canSend = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const canEdit = useIsAllowed(VENDOR_PERMISSIONS.vendorEdit);
  const canPick = useIsAllowed(VENDOR_PERMISSIONS.questionnaireView);
  const mayAct = canSend || canEdit;
  const list = answerOf(useListInvitationsQuery(vendorId));
  const [sent, setSent] = useState<Shown | null>(null);
  /** The send form: open from the start while nothing was sent to the vendor. */
  const [sending, setSending] = useState<boolean | null>(null);
  const actions = useLinkActions(vendorId, vendorName, setSent);
  const at = (iso: string) => formatDateTime(iso, i18n.language);

  let body;
  if (list.error)
    body = (
      <LoadError
        title={t('invitations.loadFailed')}
        description={list.error}
        onRetry={list.retry}
      />
    );
  else if (!list.data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else body = <InvitationList invitations={list.data} mayAct={mayAct} {...actions} />;

  return (
    <Panel title={t('invitations.title')}>
      {actions.failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={actions.failure}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {sent ? (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Alert
            type="success"
            showIcon
            role="status"
            title={t(`invitations.${sent.kind}`, { at: at(sent.shown.invitation.expiresAt) })}
          />
          <SentLink link={sent.shown.link} />
        </Flex>
      ) : null}
      {mayAct && (canSend || canPick) && list.data ? (
        <div style={{ marginBottom: 12 }}>
          {(sending ?? list.data.length === 0) ? (
            <SendQuestionnaire
              vendorId={vendorId}
              vendorName={vendorName}
              replacesOpenLink={list.data.some((i) => i.state === 'open')}
              onClose={() => setSending(false)}
              onSent={(shown) => {
                setSent({ shown, kind: 'sentNew' });
                setSending(false);
              }}
            />
          ) : (
            <Button onClick={() => setSending(true)}>{t('send.open')}</Button>
          )}
        </div>
      ) : null}
      {body}
    </Panel>
  );
}

/** The links, newest first, each with its resend and revoke buttons for a member who may act. */
function InvitationList({
  invitations,
  mayAct,
  busy,
  resend,
  revoke,
}: {
  invitations: Invitation[];
  mayAct: boolean;
  busy: string | null;
  resend: (invitation: Invitation) => Promise<void>;
  revoke: (invitation: Invitation) => void;
}) {
  const { t, i18n } = useTranslation('vendors');
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const whenOf = (invitation: Invitation) => {
    const state =
      invitation.state === 'submitted' && invitation.submittedAt
        ? t('invitations.submittedAt', { at: at(invitation.submittedAt) })
        : invitation.state === 'revoked' && invitation.revokedAt
          ? t('invitations.revokedAt', { at: at(invitation.revokedAt) })
          : t('invitations.expiresAt', { at: at(invitation.expiresAt) });
    const sentTimes = t('invitations.sent', {
      count: invitation.sendCount,
      at: at(invitation.lastSentAt),
    });
    return `${state} ${sentTimes}`;
  };
  if (invitations.length === 0) return <Text type="secondary">{t('invitations.none')}</Text>;
  return (
    <ul aria-label={t('invitations.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {invitations.map((invitation) => {
        const reusable = invitation.state === 'open' || invitation.state === 'expired';
        return (
          <li
            key={invitation._id}
            style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Flex gap={12} justify="space-between" align="center" wrap>
              <Flex vertical gap={2}>
                <Flex gap={8} align="center" wrap>
                  <Text strong>
                    {t('invitations.copy', {
                      name: invitation.questionnaireName,
                      version: invitation.questionnaireVersion,
                      round: invitation.round,
                    })}
                  </Text>
                  <ReadableTag color={STATE_COLORS[invitation.state]}>
                    {t(`invitations.states.${invitation.state}`)}
                  </ReadableTag>
                </Flex>
                <Text type="secondary">{whenOf(invitation)}</Text>
              </Flex>
              {mayAct ? (
                <Flex gap={8}>
                  {reusable ? (
                    <Button
                      loading={busy === invitation._id}
                      aria-label={t('invitations.resendNamed', { round: invitation.round })}
                      onClick={() => void resend(invitation)}
                    >
                      {t('invitations.resend')}
                    </Button>
                  ) : null}
                  {invitation.state === 'open' ? (
                    <Button
                      danger
                      disabled={busy === invitation._id}
                      aria-label={t('invitations.revokeNamed', { round: invitation.round })}
                      onClick={() => revoke(invitation)}
                    >
                      {t('invitations.revoke')}
                    </Button>
                  ) : null}
                </Flex>
              ) : null}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
