/**
 * The columns of `/devices`' computers: host and serial, operating system, agent version,
 * last seen, health (and the measures that set it), the linked asset, and Revoke for a
 * role with `download_agent`.
 */
import type { TableColumnsType } from 'antd';
import type { AgentComputer } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { ReadableTag, Text } from '@itam/shared/ui';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { HealthTag, useReasonText } from './health-tag';

function HostCell({ computer: row }: { computer: AgentComputer }) {
  return (
    <Flex vertical>
      <Text strong>{row.hostname}</Text>
      {row.serial ? <Text type="secondary">{row.serial}</Text> : null}
    </Flex>
  );
}

/** The health level (and Revoked), with the measures that set it. */
function HealthCell({ computer: row }: { computer: AgentComputer }) {
  const { t } = useTranslation('assets');
  const reasonText = useReasonText();
  return (
    <Flex vertical gap={2} align="start">
      <Flex gap={4} wrap>
        <HealthTag health={row.health} />
        {row.revoked ? <ReadableTag color="default">{t('devices.revoked')}</ReadableTag> : null}
      </Flex>
      {row.healthReasons.map((reason) => (
        <Text key={`${reason.key}-${reason.mount ?? ''}`} type="secondary">
          {reasonText(reason)}
        </Text>
      ))}
    </Flex>
  );
}

/** The linked asset, or that the computer waits in the review queue. */
function AssetCell({ computer: row }: { computer: AgentComputer }) {
  const { t } = useTranslation('assets');
  if (row.asset)
    return (
      <Link to={`/assets/edit/${row.asset._id}`}>
        {[row.asset.name ?? '—', row.asset.tag].filter(Boolean).join(' · ')}
      </Link>
    );
  return row.inReview ? <Text type="secondary">{t('devices.inReview')}</Text> : <>—</>;
}

function RevokeButton({
  computer: row,
  onRevoke,
}: {
  computer: AgentComputer;
  onRevoke: (computer: AgentComputer) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <Button
      danger
      size="small"
      onClick={() => onRevoke(row)}
      aria-label={t('devices.revokeNamed', { host: row.hostname })}
    >
      {t('devices.revoke')}
    </Button>
  );
}

export function useComputerColumns(
  onRevoke: (computer: AgentComputer) => void,
): TableColumnsType<AgentComputer> {
  const { t, i18n } = useTranslation('assets');
  const canRevoke = useIsAllowed(ASSET_PERMISSIONS.downloadAgent);
  const language = i18n.language;
  const columns: TableColumnsType<AgentComputer> = [
    {
      key: 'hostname',
      title: t('devices.columns.host'),
      width: 200,
      render: (_, row) => <HostCell computer={row} />,
    },
    { key: 'os', title: t('devices.columns.os'), width: 180, render: (_, row) => row.os ?? '—' },
    {
      key: 'agentVersion',
      title: t('devices.columns.agent'),
      width: 100,
      render: (_, row) => row.agentVersion ?? '—',
    },
    {
      key: 'lastSeen',
      title: t('devices.columns.lastSeen'),
      width: 170,
      render: (_, row) =>
        row.lastSeenAt ? formatDateTime(row.lastSeenAt, language) : t('devices.never'),
    },
    {
      key: 'health',
      title: t('devices.columns.health'),
      width: 220,
      render: (_, row) => <HealthCell computer={row} />,
    },
    {
      key: 'asset',
      title: t('devices.columns.asset'),
      width: 200,
      render: (_, row) => <AssetCell computer={row} />,
    },
    ...(canRevoke
      ? [
          {
            key: 'actions',
            title: t('devices.columns.actions'),
            width: 110,
            render: (_: unknown, row: AgentComputer) =>
              row.revoked ? null : <RevokeButton computer={row} onRevoke={onRevoke} />,
          },
        ]
      : []),
  ];
  return columns;
}
