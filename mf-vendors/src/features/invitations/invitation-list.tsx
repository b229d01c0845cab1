/**
 * The links sent to a vendor, newest first: which questionnaire and round, its state, until
 * when it works and how often it was sent; resend and revoke for a member who may act.
 */
import { Button, Flex } from '@itam/shared/antd';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { ReadableTag, Text } from '@itam/shared/ui';
import type { Invitation, InvitationState } from '@itam/shared/contracts/vendors';

const STATE_COLORS: Record<InvitationState, string> = {
  open: 'blue',
  submitted: 'green',
  expired: 'volcano',
  revoked: 'default',
};

interface LinkActions {
  /** Whether the member may resend or revoke. */
  mayAct: boolean;
  /** The link whose write is under way. */
  busy: string | null;
  resend: (invitation: Invitation) => Promise<void>;
  revoke: (invitation: Invitation) => void;
}

export function InvitationList({
  invitations,
  ...actions
}: LinkActions & { invitations: Invitation[] }) {
  const { t } = useTranslation('vendors');
  if (invitations.length === 0) return <Text type="secondary">{t('invitations.none')}</Text>;
  return (
    <ul aria-label={t('invitations.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {invitations.map((invitation) => (
        <InvitationItem key={invitation._id} invitation={invitation} {...actions} />
      ))}
    </ul>
  );
}

/** When a link was answered, withdrawn or stops working, and how often it was sent. */
function useWhenOf() {
  const { t, i18n } = useTranslation('vendors');
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (invitation: Invitation) => {
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
}

function InvitationItem({ invitation, ...actions }: LinkActions & { invitation: Invitation }) {
  const { t } = useTranslation('vendors');
  const whenOf = useWhenOf();
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
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
        {actions.mayAct ? <LinkButtons invitation={invitation} {...actions} /> : null}
      </Flex>
    </li>
  );
}

function LinkButtons({
  invitation,
  busy,
  resend,
  revoke,
}: LinkActions & { invitation: Invitation }) {
  const { t } = useTranslation('vendors');
  const reusable = invitation.state === 'open' || invitation.state === 'expired';
  return (
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
  );
}
