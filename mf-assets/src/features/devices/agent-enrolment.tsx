/**
 * Account settings' agent view (`download_agent`): the agent's download (fetched with the
 * session's token, saved as `itam-agent.js`), a one-time enrolment token (shown once, to
 * copy) and the exact commands that enrol a computer with it and keep it reporting.
 */
import type { AgentEnrolmentToken } from '@itam/shared/contracts';
import { ROUTES } from '@itam/shared/contracts';
import { downloadBlob } from '@itam/shared/api';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { InputNumber } from '@itam/shared/antd-input';
import { Card, Typography } from '@itam/shared/antd-display';
import { DownloadOutlined } from '@itam/shared/icons';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { Text } from '@itam/shared/ui';
import { useState } from 'react';
import { createEnrolmentToken, downloadAgent } from './api/devices-api';

export const AGENT_FILE_NAME = 'itam-agent.js';
const DEFAULT_HOURS = 24;

/** The commands that enrol a computer against this server with `token`, then keep it reporting. */
export function enrolCommands(origin: string, token: string): string[] {
  return [
    `node ${AGENT_FILE_NAME} enrol --server ${origin} --token ${token}`,
    `node ${AGENT_FILE_NAME} run`,
  ];
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The agent's download, saved as `itam-agent.js`. */
function DownloadCard() {
  const { t } = useTranslation('assets');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      downloadBlob(await downloadAgent(), AGENT_FILE_NAME);
    } catch (failure) {
      setDownloadError(messageOf(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={t('agent.downloadTitle')} size="small">
      <Flex vertical gap={8} align="start">
        <Text>{t('agent.downloadBody')}</Text>
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('agent.download')}
        </Button>
        {downloadError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('agent.downloadFailed')}
            description={downloadError}
          />
        ) : null}
      </Flex>
    </Card>
  );
}

/** A token just issued (shown this once, to copy) and the commands that enrol with it. */
function IssuedToken({ token, origin }: { token: AgentEnrolmentToken; origin: string }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <Flex
      vertical
      gap={4}
      style={{ width: '100%' }}
      role="region"
      aria-label={t('agent.tokenTitle')}
    >
      <Alert type="warning" showIcon title={t('agent.shownOnce')} />
      <Text strong>{t('agent.token')}</Text>
      <Typography.Paragraph
        copyable={{ text: token.token }}
        code
        style={{ wordBreak: 'break-all' }}
      >
        {token.token}
      </Typography.Paragraph>
      {token.expiresAt ? (
        <Text type="secondary">
          {t('agent.expires', { at: formatDateTime(token.expiresAt, i18n.language) })}
        </Text>
      ) : null}
      <Text strong>{t('agent.commands')}</Text>
      {enrolCommands(origin, token.token).map((command) => (
        <Typography.Paragraph
          key={command}
          copyable={{ text: command }}
          code
          style={{ wordBreak: 'break-all' }}
        >
          {command}
        </Typography.Paragraph>
      ))}
      <Text type="secondary">{t('agent.service')}</Text>
    </Flex>
  );
}

/** A one-time enrolment token, valid for the hours chosen. */
function TokenCard({ origin }: { origin: string }) {
  const { t } = useTranslation('assets');
  const [hours, setHours] = useState<number | null>(DEFAULT_HOURS);
  const [creating, setCreating] = useState(false);
  const [token, setToken] = useState<AgentEnrolmentToken | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  const create = async () => {
    if (hours === null || !Number.isInteger(hours) || hours < 1 || hours > 720) {
      setTokenError(t('agent.hoursInvalid'));
      return;
    }
    setCreating(true);
    setTokenError(null);
    try {
      setToken(await createEnrolmentToken(hours));
    } catch (failure) {
      setTokenError(messageOf(failure));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Card title={t('agent.tokenTitle')} size="small">
      <Flex vertical gap={8} align="start">
        <Text>{t('agent.tokenBody')}</Text>
        <Flex gap={8} wrap align="center">
          <label htmlFor="agent-token-hours">{t('agent.hours')}</label>
          <InputNumber
            id="agent-token-hours"
            min={1}
            max={720}
            precision={0}
            value={hours}
            onChange={(value) => setHours(typeof value === 'number' ? value : null)}
          />
          <Button loading={creating} onClick={() => void create()}>
            {t('agent.createToken')}
          </Button>
        </Flex>
        {tokenError ? <Alert type="error" showIcon role="alert" title={tokenError} /> : null}
        {token ? <IssuedToken token={token} origin={origin} /> : null}
      </Flex>
    </Card>
  );
}

export default function AgentEnrolment({ origin = window.location.origin }: { origin?: string }) {
  const { t } = useTranslation('assets');
  return (
    <Flex vertical gap={16}>
      <DownloadCard />
      <TokenCard origin={origin} />
      <Link to={ROUTES.devices}>{t('agent.seeDevices')}</Link>
    </Flex>
  );
}
