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
import { LoadError, Panel } from '@itam/shared/ui';
import type { Invitation, SentInvitation } from '@itam/shared/contracts/vendors';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/vendors-server-api';
import { useListInvitationsQuery } from './api/list-invitations';
import { useResendInvitationMutation } from './api/resend-invitation';
import { useRevokeInvitationMutation } from './api/revoke-invitation';
import { InvitationList } from './invitation-list';
import { SendQuestionnaire } from './send-questionnaire';
import { SentLink } from './sent-link';

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

/** The link just sent or resent, with until when it works, to copy. */
function SentNotice({ sent }: { sent: Shown }) {
  const { t, i18n } = useTranslation('vendors');
  const at = formatDateTime(sent.shown.invitation.expiresAt, i18n.language);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Alert type="success" showIcon role="status" title={t(`invitations.${sent.kind}`, { at })} />
      <SentLink link={sent.shown.link} />
    </Flex>
  );
}

/** Sending the vendor a questionnaire: the form, open from the start while nothing was sent. */
function SendSection({
  vendorId,
  vendorName,
  invitations,
  onSent,
}: {
  vendorId: string;
  vendorName: string;
  invitations: Invitation[];
  onSent: (shown: SentInvitation) => void;
}) {
  const { t } = useTranslation('vendors');
  const [sending, setSending] = useState<boolean | null>(null);
  return (
    <div style={{ marginBottom: 12 }}>
      {(sending ?? invitations.length === 0) ? (
        <SendQuestionnaire
          vendorId={vendorId}
          vendorName={vendorName}
          replacesOpenLink={invitations.some((i) => i.state === 'open')}
          onClose={() => setSending(false)}
          onSent={(shown) => {
            onSent(shown);
            setSending(false);
          }}
        />
      ) : (
        <Button onClick={() => setSending(true)}>{t('send.open')}</Button>
      )}
    </div>
  );
}

export function InvitationsPanel({
  vendorId,
  vendorName,
}: {
  vendorId: string;
  vendorName: string;
}) {
  const { t } = useTranslation('vendors');
  const canSend = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const canEdit = useIsAllowed(VENDOR_PERMISSIONS.vendorEdit);
  const canPick = useIsAllowed(VENDOR_PERMISSIONS.questionnaireView);
  const mayAct = canSend || canEdit;
  const list = answerOf(useListInvitationsQuery(vendorId));
  const [sent, setSent] = useState<Shown | null>(null);
  const actions = useLinkActions(vendorId, vendorName, setSent);

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
      {sent ? <SentNotice sent={sent} /> : null}
      {mayAct && (canSend || canPick) && list.data ? (
        <SendSection
          vendorId={vendorId}
          vendorName={vendorName}
          invitations={list.data}
          onSent={(shown) => setSent({ shown, kind: 'sentNew' })}
        />
      ) : null}
      {body}
    </Panel>
  );
}
