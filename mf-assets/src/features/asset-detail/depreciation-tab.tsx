/**
 * An asset's depreciation (depreciation.view): the schedule of either method (straight-line
 * or declining-balance) to the end of its life, its value today, and a chart of the book
 * value by year. depreciation.create sets the method, useful life, salvage value and start.
 */
import type { TableColumnsType } from 'antd';
import {
  DEPRECIATION_METHODS,
  type DepreciationMethod,
  type DepreciationSettingsInput,
} from '@itam/shared/contracts';
import { Alert, Button, Col, Empty, Row, Skeleton, Statistic } from '@itam/shared/antd';
import { Card, Segmented } from '@itam/shared/antd-display';
import { Form, Select, Table } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { errorMessageOf, useIsAllowed } from '@itam/shared/store';
import { DateInput, LoadError, ScrollRegion } from '@itam/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { formatDate, formatMoney } from '../../common/format';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { applyServerErrors } from '../../common/server-errors';
import { BarChart } from '../charts/bar-chart';
import type { Depreciation } from './api/asset-detail-api';
import { useGetDepreciationQuery } from './api/get-depreciation';
import { useSaveDepreciationMutation } from './api/save-depreciation';

type Row = NonNullable<Depreciation['schedule']>['rows'][number];

/** Method, useful life, salvage value and start date. */
function SettingsFields() {
  const { t } = useTranslation('assets');
  return (
    <>
      <Form.Item
        name="method"
        label={t('form.fields.depreciationMethod')}
        rules={[{ required: true }]}
      >
        <Select
          style={{ minWidth: 170 }}
          options={DEPRECIATION_METHODS.map((m) => ({
            value: m,
            label: t(`depreciation.methods.${m}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="usefulLifeYears"
        label={t('form.fields.usefulLifeYears')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: 50,
            message: t('form.errors.usefulLifeYears'),
          },
        ]}
      >
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item
        name="salvageValue"
        label={t('form.fields.salvageValue')}
        rules={[{ required: true, type: 'number', min: 0, message: t('form.errors.salvageValue') }]}
      >
        <InputNumber />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('depreciation.startDate')}
        rules={[{ required: true, message: t('form.errors.dateRequired') }]}
      >
        <DateInput />
      </Form.Item>
    </>
  );
}

function SettingsForm({
  assetId,
  current,
}: {
  assetId: string;
  current: Depreciation['settings'];
}) {
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<DepreciationSettingsInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saveDepreciation] = useSaveDepreciationMutation();
  const save = async (values: DepreciationSettingsInput) => {
    setSaving(true);
    setError(null);
    try {
      await saveDepreciation({ id: assetId, body: values }).unwrap();
    } catch (failure) {
      setError(
        applyServerErrors(form, failure, t, [
          'method',
          'usefulLifeYears',
          'salvageValue',
          'startDate',
        ]),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={t('depreciation.settings')} style={{ marginBottom: 16 }}>
      {error ? (
        <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<DepreciationSettingsInput>
        form={form}
        name="depreciation"
        layout="inline"
        initialValues={current ?? { method: 'straight-line', usefulLifeYears: 4, salvageValue: 0 }}
        onFinish={save}
        disabled={saving}
        style={{ rowGap: 8 }}
      >
        <SettingsFields />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

type Schedule = NonNullable<Depreciation['schedule']>;

/** Cost, value today, accumulated depreciation and value at the end of life. */
function ScheduleFigures({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation('assets');
  const money = (value: number) => formatMoney(value, i18n.language);
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Statistic title={t('depreciation.cost')} value={money(schedule.cost)} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={t('depreciation.valueToday', {
            date: formatDate(schedule.toDate.asOf, i18n.language),
          })}
          value={money(schedule.toDate.value)}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={t('depreciation.accumulated')}
          value={money(schedule.toDate.accumulated)}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={t('depreciation.endOfLife', {
            date: formatDate(schedule.endOfLife.date, i18n.language),
          })}
          value={money(schedule.endOfLife.value)}
        />
      </Col>
    </Row>
  );
}

/** The schedule's columns: year, period, opening, depreciation, closing. */
function useScheduleColumns(): TableColumnsType<Row> {
  const { t, i18n } = useTranslation('assets');
  const money = (value: number) => formatMoney(value, i18n.language);
  return [
    { key: 'year', title: t('depreciation.year'), dataIndex: 'year' },
    {
      key: 'period',
      title: t('depreciation.period'),
      render: (_, r) =>
        `${formatDate(r.periodStart, i18n.language)} – ${formatDate(r.periodEnd, i18n.language)}`,
    },
    {
      key: 'opening',
      title: t('depreciation.opening'),
      align: 'right',
      render: (_, r) => money(r.opening),
    },
    {
      key: 'depreciation',
      title: t('depreciation.amount'),
      align: 'right',
      render: (_, r) => money(r.depreciation),
    },
    {
      key: 'closing',
      title: t('depreciation.closing'),
      align: 'right',
      render: (_, r) => money(r.closing),
    },
  ];
}

/** The book value by year, as a chart and as the schedule's table. */
function ScheduleYears({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation('assets');
  const money = (value: number) => formatMoney(value, i18n.language);
  const columns = useScheduleColumns();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={10}>
        <BarChart
          title={t('depreciation.chartTitle', {
            method: t(`depreciation.methods.${schedule.method}`),
          })}
          data={schedule.rows.map((row) => ({
            label: t('depreciation.yearN', { year: row.year }),
            value: row.closing,
          }))}
          labelHeader={t('depreciation.year')}
          valueHeader={t('depreciation.closing')}
          format={money}
          emptyText={t('depreciation.noSchedule')}
        />
      </Col>
      <Col xs={24} lg={14}>
        <ScrollRegion label={t('depreciation.tableLabel')}>
          <Table<Row>
            rowKey="year"
            size="small"
            pagination={false}
            dataSource={schedule.rows}
            columns={columns}
          />
        </ScrollRegion>
      </Col>
    </Row>
  );
}

export function DepreciationTab({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const canSet = useIsAllowed(ASSET_PERMISSIONS.depreciationCreate);
  const [method, setMethod] = useState<DepreciationMethod | undefined>(undefined);
  const answer = useGetDepreciationQuery({ id: assetId, method });
  const loadError = errorMessageOf(answer.error);

  if (loadError) {
    return (
      <LoadError
        title={t('depreciation.loadFailed')}
        description={loadError}
        onRetry={() => void answer.refetch()}
      />
    );
  }
  if (!answer.data) return <Skeleton active />;
  const { settings, schedule } = answer.data;
  const shown = schedule?.method ?? method ?? settings?.method ?? 'straight-line';

  return (
    <>
      {canSet ? (
        <SettingsForm
          key={JSON.stringify(settings)}
          assetId={assetId}
          current={
            settings && {
              ...settings,
              startDate: settings.startDate ?? schedule?.startDate ?? null,
            }
          }
        />
      ) : null}
      <Segmented<DepreciationMethod>
        aria-label={t('depreciation.methodSwitch')}
        value={shown}
        onChange={setMethod}
        options={DEPRECIATION_METHODS.map((m) => ({
          value: m,
          label: t(`depreciation.methods.${m}`),
        }))}
        style={{ marginBottom: 16 }}
      />
      {!schedule ? (
        <Empty description={t('depreciation.noSchedule')} />
      ) : (
        <>
          <ScheduleFigures schedule={schedule} />
          <ScheduleYears schedule={schedule} />
        </>
      )}
    </>
  );
}
