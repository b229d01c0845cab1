/** An asset's audits (audit.view) and a form to record one (audit.create). */
import type { TableColumnsType } from 'antd';
import {
  AUDIT_CONDITIONS,
  type AssetAuditInput,
  type AuditCondition,
} from '@itam/shared/contracts';
import { Alert, Button, Skeleton } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { Form, Input, Select, Table } from '@itam/shared/antd-data';
import { DateInput, LoadError, ScrollRegion } from '@itam/shared/ui';
import { selectLocations, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { formatDate, todayIso } from '../../common/format';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { applyServerErrors } from '../../common/server-errors';
import type { AuditList } from './api/asset-detail-api';
import { useCreateAuditMutation } from './api/create-audit';
import { useGetAuditsQuery } from './api/get-audits';

interface AuditValues {
  date: string;
  auditorName: string;
  officeId: string | null;
  condition: AuditCondition;
  notes: string;
}

/** The audit's fields: date, auditor, location, condition and notes. */
function AuditFields() {
  const { t } = useTranslation('assets');
  const locations = useAppSelector(selectLocations);
  return (
    <>
      <Form.Item
        name="date"
        label={t('audits.date')}
        rules={[{ required: true, message: t('form.errors.dateRequired') }]}
      >
        <DateInput />
      </Form.Item>
      <Form.Item
        name="auditorName"
        label={t('audits.auditor')}
        rules={[{ required: true, whitespace: true, message: t('audits.auditorRequired') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="officeId" label={t('audits.location')}>
        <Select
          allowClear
          style={{ minWidth: 180 }}
          options={locations.map((location) => ({
            value: location._id,
            label: location.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="condition" label={t('audits.condition')} rules={[{ required: true }]}>
        <Select
          style={{ minWidth: 120 }}
          options={AUDIT_CONDITIONS.map((c) => ({
            value: c,
            label: t(`audits.conditions.${c}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('audits.notes')}>
        <Input maxLength={2000} />
      </Form.Item>
    </>
  );
}

/** Record an audit (the form is reset after each). */
function AuditForm({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const [createAudit] = useCreateAuditMutation();
  const [form] = Form.useForm<AuditValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (values: AuditValues) => {
    setSaving(true);
    setError(null);
    try {
      await createAudit({ id: assetId, body: values as AssetAuditInput }).unwrap();
      form.resetFields();
    } catch (failure) {
      setError(
        applyServerErrors(form, failure, t, [
          'date',
          'auditorName',
          'officeId',
          'condition',
          'notes',
        ]),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t('audits.new')} style={{ marginBottom: 16 }}>
      {error ? (
        <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<AuditValues>
        form={form}
        layout="inline"
        name="audit"
        initialValues={{ date: todayIso(), condition: 'good', notes: '', officeId: null }}
        onFinish={save}
        disabled={saving}
        style={{ rowGap: 8 }}
      >
        <AuditFields />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('audits.record')}
        </Button>
      </Form>
    </Card>
  );
}

/** The audits' columns: date, auditor, location, condition, notes. */
function useAuditColumns(): TableColumnsType<AuditList[number]> {
  const { t, i18n } = useTranslation('assets');
  return [
    {
      key: 'date',
      title: t('audits.date'),
      render: (_, a) => formatDate(a.date, i18n.language),
    },
    { key: 'auditor', title: t('audits.auditor'), dataIndex: 'auditorName' },
    {
      key: 'location',
      title: t('audits.location'),
      render: (_, a) => a.office?.name ?? '—',
    },
    {
      key: 'condition',
      title: t('audits.condition'),
      render: (_, a) => t(`audits.conditions.${a.condition}`),
    },
    { key: 'notes', title: t('audits.notes'), render: (_, a) => a.notes ?? '—' },
  ];
}

export function AuditsTab({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ASSET_PERMISSIONS.auditCreate);
  const audits = useGetAuditsQuery(assetId);
  const columns = useAuditColumns();

  return (
    <>
      {canCreate ? <AuditForm assetId={assetId} /> : null}
      {audits.error ? (
        <LoadError title={t('audits.loadFailed')} onRetry={() => void audits.refetch()} />
      ) : !audits.data ? (
        <Skeleton active />
      ) : (
        <ScrollRegion label={t('audits.tableLabel')}>
          <Table<AuditList[number]>
            rowKey="_id"
            size="small"
            dataSource={audits.data}
            pagination={false}
            locale={{ emptyText: t('audits.empty') }}
            columns={columns}
          />
        </ScrollRegion>
      )}
    </>
  );
}
