/**
 * The asset's computer, as its agent reports it (issue 22): host, health and the measures
 * that set it, last seen, operating system and hardware, then each section the role's
 * `on_asset` views allow (the server leaves the others out): memory (ram_view), health
 * (health_view), network location (location_view), logged-in users (users_view) and
 * installed programs (programs_view); and the latest diagnostic jobs.
 */
import type { AgentComputerDetail } from '@itam/shared/contracts';
import { Flex, Skeleton } from '@itam/shared/antd';
import { Table } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { formatDateTime, formatNumber, useTranslation } from '@itam/shared/i18n';
import { EmptyState, LoadError, ScrollRegion, Text } from '@itam/shared/ui';
import type { ReactNode } from 'react';
import { answerOf } from '../../common/assets-api';
import { HealthTag, useReasonText } from '../devices/health-tag';
import { JobStatusTag } from '../devices/job-status-tag';
import { JobFailure } from '../devices/job-table';
import { useGetAssetComputerQuery } from './api/get-asset-computer';

const GB = 1024 ** 3;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} wrap>
      <Text type="secondary" style={{ minWidth: 160 }}>
        {label}
      </Text>
      <span>{children}</span>
    </Flex>
  );
}

export function ComputerTab({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const detail = answerOf(useGetAssetComputerQuery(assetId));
  if (detail.error)
    return (
      <LoadError
        title={t('computer.loadFailed')}
        description={detail.error}
        onRetry={detail.retry}
      />
    );
  if (detail.loading && !detail.data) return <Skeleton active />;
  if (!detail.data) return <EmptyState compact title={t('computer.none')} />;
  return <ComputerDetail detail={detail.data} />;
}

function ComputerDetail({ detail }: { detail: AgentComputerDetail }) {
  const { t, i18n } = useTranslation('assets');
  const language = i18n.language;
  const reasonText = useReasonText();
  const gb = (bytes: number) =>
    t('computer.gb', { value: formatNumber(Math.round((bytes / GB) * 10) / 10, language) });
  const { computer, report } = detail;
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={computer.hostname}>
        <Flex vertical gap={4}>
          <Row label={t('devices.columns.health')}>
            <Flex gap={8} wrap align="center">
              <HealthTag health={computer.health} />
              {computer.healthReasons.map(reasonText).join('; ')}
            </Flex>
          </Row>
          <Row label={t('devices.columns.lastSeen')}>
            {computer.lastSeenAt
              ? formatDateTime(computer.lastSeenAt, language)
              : t('devices.never')}
          </Row>
          <Row label={t('devices.columns.agent')}>{computer.agentVersion ?? '—'}</Row>
          {report ? (
            <>
              <Row label={t('devices.columns.os')}>
                {[report.os.distro, report.os.release, report.os.arch].filter(Boolean).join(' ')}
              </Row>
              <Row label={t('computer.model')}>
                {[report.hardware.make, report.hardware.model].filter(Boolean).join(' ') || '—'}
              </Row>
              <Row label={t('computer.serial')}>{report.hardware.serial ?? '—'}</Row>
              <Row label={t('computer.cpu')}>
                {t('computer.cpuValue', {
                  brand: report.hardware.cpu.brand,
                  cores: report.hardware.cpu.cores,
                })}
              </Row>
              <Row label={t('computer.disks')}>
                {report.hardware.disks.map((d) => `${d.name} (${gb(d.sizeBytes)})`).join(', ') ||
                  '—'}
              </Row>
            </>
          ) : null}
        </Flex>
      </Card>
      {report?.ram ? (
        <Card size="small" title={t('computer.ram')}>
          <Row label={t('computer.installed')}>{gb(report.ram.installedBytes)}</Row>
          <Row label={t('computer.available')}>{gb(report.ram.availableBytes)}</Row>
        </Card>
      ) : null}
      {report?.health ? (
        <Card size="small" title={t('computer.health')}>
          {report.health.disks.map((disk) => (
            <Row key={disk.mount} label={t('computer.diskFree', { mount: disk.mount })}>
              {t('computer.freeOf', { free: gb(disk.freeBytes), size: gb(disk.sizeBytes) })}
            </Row>
          ))}
          <Row label={t('computer.battery')}>
            {report.health.battery
              ? t('computer.batteryValue', {
                  percent: report.health.battery.percent,
                  capacity: report.health.battery.capacityPercent ?? '—',
                })
              : t('computer.noBattery')}
          </Row>
          <Row label={t('computer.uptime')}>
            {t('computer.days', {
              count: Math.floor(report.health.uptimeSeconds / 86400),
            })}
          </Row>
          <Row label={t('computer.lastBoot')}>
            {formatDateTime(report.health.lastBootAt, language)}
          </Row>
        </Card>
      ) : null}
      {report?.location ? (
        <Card size="small" title={t('computer.location')}>
          <Row label={t('computer.ip')}>{report.location.ip4 ?? '—'}</Row>
          <Row label={t('computer.gateway')}>{report.location.gateway ?? '—'}</Row>
          {report.location.interfaces.map((i) => (
            <Row key={i.iface} label={i.iface}>
              {[i.ip4, i.mac].filter(Boolean).join(' · ') || '—'}
            </Row>
          ))}
        </Card>
      ) : null}
      {report?.users ? (
        <Card size="small" title={t('computer.users')}>
          {report.users.length ? report.users.map((u) => u.name).join(', ') : t('computer.noUsers')}
        </Card>
      ) : null}
      {report?.programs ? (
        <Card size="small" title={t('computer.programs', { count: report.programs.length })}>
          <ScrollRegion label={t('computer.programsLabel')}>
            <Table
              rowKey={(p) => `${p.name}@${p.version ?? ''}`}
              size="small"
              style={{ minWidth: 520 }}
              dataSource={report.programs}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              columns={[
                { key: 'name', title: t('computer.program'), dataIndex: 'name' },
                {
                  key: 'version',
                  title: t('computer.version'),
                  render: (_, p) => p.version ?? '—',
                },
                {
                  key: 'publisher',
                  title: t('computer.publisher'),
                  render: (_, p) => p.publisher ?? '—',
                },
              ]}
            />
          </ScrollRegion>
        </Card>
      ) : null}
      {detail.recentJobs.length ? (
        <Card size="small" title={t('computer.recentJobs')}>
          {detail.recentJobs.map((job) => (
            <Flex key={job._id} gap={8} wrap align="center">
              <JobStatusTag status={job.status} />
              <Text>{job.createdAt ? formatDateTime(job.createdAt, language) : '—'}</Text>
              {job.status === 'failed' ? (
                <Flex vertical gap={2}>
                  <JobFailure job={job} />
                </Flex>
              ) : null}
            </Flex>
          ))}
        </Card>
      ) : null}
    </Flex>
  );
}
