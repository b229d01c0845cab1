/**
 * A closed audit's follow-ups (one per expected asset that was not found), each open or
 * resolved (found later, or written off as lost: by whom and when). Resolving one takes
 * audit create; writing the asset off (its state becomes Lost) also asset edit, as the
 * server requires. Needs the server: the answer is the session as it is then.
 */
import { Alert, Button, Flex, Tag } from '@itam/shared/antd';
import { Radio } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { Modal } from '@itam/shared/antd-overlay';
import type {
  AuditFollowUp,
  AuditFollowUpResolution,
  AuditSessionDetail,
} from '@itam/shared/contracts';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { useState } from 'react';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { useScannerResolveFollowUpMutation } from './api/resolve-follow-up';

export function FollowUps({ session }: { session: AuditSessionDetail }) {
  const { t } = useTranslation('scanner');
  const canResolve = useIsAllowed(SCANNER_PERMISSIONS.auditCreate);
  const [resolving, setResolving] = useState<AuditFollowUp | null>(null);
  if (session.followUps.length === 0) return null;
  const open = session.followUps.filter((f) => f.status === 'open').length;
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={
        <h2 style={{ fontSize: 15, margin: 0 }}>
          {t('followUps.title', { count: session.followUps.length, open })}
        </h2>
      }
    >
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('followUps.list')}>
        {session.followUps.map((f) => (
          <li key={f._id} style={{ padding: '6px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}>
            <Flex justify="space-between" align="center" gap={8}>
              <span>
                {f.asset.name}
                {f.asset.tag ? <span style={{ opacity: 0.7 }}> · {f.asset.tag}</span> : null}
                <FollowUpStatus followUp={f} />
              </span>
              {f.status === 'open' && canResolve ? (
                <Button
                  size="small"
                  onClick={() => setResolving(f)}
                  aria-label={t('followUps.resolveNamed', { name: f.asset.name })}
                >
                  {t('followUps.resolve')}
                </Button>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
      {resolving ? (
        <ResolveDialog
          sessionId={session._id}
          followUp={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => setResolving(null)}
        />
      ) : null}
    </Card>
  );
}

function FollowUpStatus({ followUp: f }: { followUp: AuditFollowUp }) {
  const { t, i18n } = useTranslation('scanner');
  if (!f.resolution) return <Tag style={{ marginLeft: 8 }}>{t('followUps.open')}</Tag>;
  return (
    <span style={{ display: 'block', fontSize: 12 }}>
      {t(`followUps.resolved.${f.resolution}`, {
        name: f.resolvedBy?.name ?? '',
        when: formatDateTime(f.resolvedAt, i18n.language),
      })}
    </span>
  );
}

function ResolveDialog({
  sessionId,
  followUp,
  onClose,
  onResolved,
}: {
  sessionId: string;
  followUp: AuditFollowUp;
  onClose: () => void;
  /** The server took it; its answer is the session's read now. */
  onResolved: () => void;
}) {
  const { t } = useTranslation('scanner');
  const canWriteOff = useIsAllowed(SCANNER_PERMISSIONS.assetEdit);
  const [resolveFollowUp] = useScannerResolveFollowUpMutation();
  const [choice, setChoice] = useState<AuditFollowUpResolution>('found');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resolve = async () => {
    setPending(true);
    setError(null);
    try {
      await resolveFollowUp({
        sessionId,
        followUpId: followUp._id,
        assetId: followUp.asset._id,
        resolution: choice,
      }).unwrap();
      onResolved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  };
  return (
    <Modal
      open
      title={t('followUps.dialogTitle', { name: followUp.asset.name })}
      okText={t('followUps.confirm')}
      cancelText={t('followUps.cancel')}
      confirmLoading={pending}
      onOk={() => void resolve()}
      onCancel={onClose}
    >
      <Radio.Group
        value={choice}
        onChange={(event) => setChoice(event.target.value as AuditFollowUpResolution)}
        aria-label={t('followUps.how')}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        <Radio value="found">{t('followUps.choice.found')}</Radio>
        <Radio value="lost" disabled={!canWriteOff}>
          {t('followUps.choice.lost')}
        </Radio>
      </Radio.Group>
      <p style={{ marginTop: 12 }}>{t(`followUps.explain.${choice}`)}</p>
      {canWriteOff ? null : <p>{t('followUps.writeOffNeedsEdit')}</p>}
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
