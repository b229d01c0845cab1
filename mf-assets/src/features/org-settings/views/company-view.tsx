/**
 * Company information: names, address, tax id, time zone, clock, currency, tag link base and
 * the logo.
 */
import { useState, type ChangeEvent } from 'react';
import type { FormInstance } from 'antd';
import {
  COMPANY_FILE_RULES,
  COMPANY_CLOCKS,
  CURRENCIES_SAMPLE,
  ORG_PERMISSIONS,
  TIME_ZONES_SAMPLE,
  type CompanyInfo,
} from '@itam/shared/contracts';
import { Button, Flex, Skeleton } from '@itam/shared/antd';
import { AutoComplete, Form, Input, Radio } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { companyDetailsChanged, useAppDispatch, useIsAllowed } from '@itam/shared/store';
import { applyServerErrors } from '../../../common/server-errors';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { useGetCompanyInfoQuery } from '../api/get-company-info';
import { saveCompanyInfo, uploadCompanyFile } from '../api/profile-api';
import { FileField, FormAlert, LoadFailed, messageOf, SavedNote } from './view-parts';

type CompanyValues = Omit<CompanyInfo, '_id' | 'logo' | 'effectiveTagLinkBase'>;
const FIELDS = [
  'name',
  'legalName',
  'address',
  'taxId',
  'timeZone',
  'clock',
  'currency',
  'tagLinkBase',
];
const LOGO = COMPANY_FILE_RULES.logo;

function LogoPicker({ logo, canEdit }: { logo: string | null; canEdit: boolean }) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const invalidate = useInvalidate();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(LOGO.types as readonly string[]).includes(file.type) || file.size > LOGO.maxBytes) {
      setState({ busy: false, error: t('org.company.logoRule') });
      return;
    }
    setState({ busy: true, error: null });
    try {
      await uploadCompanyFile('logo', file);
      setState({ busy: false, error: null });
      invalidate(['Company']);
      // The header shows the new logo (the session is checked again).
      dispatch(companyDetailsChanged());
    } catch (failure) {
      setState({ busy: false, error: messageOf(failure) });
    }
  };
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      {logo ? (
        <img src={logo} alt={t('org.company.logoAlt')} style={{ maxHeight: 64, maxWidth: 200 }} />
      ) : (
        <span>{t('org.company.noLogo')}</span>
      )}
      {canEdit ? (
        <FileField
          label={t('org.company.uploadLogo')}
          accept={LOGO.types.join(',')}
          disabled={state.busy}
          onChange={(e) => void pick(e)}
        />
      ) : null}
      <span role="status">{state.busy ? t('org.company.uploading') : null}</span>
      {state.error ? <FormAlert error={state.error} /> : null}
      <span style={{ width: '100%' }}>{t('org.company.logoRule')}</span>
    </Flex>
  );
}

/** Saves the details; the header and every formatted value follow them. */
function useCompanySave(form: FormInstance<CompanyValues>) {
  const { t } = useTranslation('assets');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const dispatch = useAppDispatch();
  const invalidate = useInvalidate();
  const save = async (values: CompanyValues) => {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      await saveCompanyInfo({ ...values, tagLinkBase: values.tagLinkBase ?? '' });
      setSaved(true);
      invalidate(['Company']);
      // The header's name, and every formatted day, time and amount, follow the saved details.
      dispatch(companyDetailsChanged());
    } catch (failure) {
      setError(applyServerErrors(form, failure, t, FIELDS));
    } finally {
      setSaving(false);
    }
  };
  return { save, error, saving, saved };
}

/** Time zone, clock and currency: how days, times and amounts are shown. */
function RegionalFields() {
  const { t } = useTranslation('assets');
  const required = [{ required: true, message: t('org.required') }];
  return (
    <>
      <Form.Item name="timeZone" label={t('org.company.timeZone')} rules={required}>
        <AutoComplete options={TIME_ZONES_SAMPLE.map((value) => ({ value }))} />
      </Form.Item>
      <Form.Item name="clock" label={t('org.company.clock')} extra={t('org.company.clockHint')}>
        <Radio.Group
          options={COMPANY_CLOCKS.map((clock) => ({
            value: clock,
            label: t(`org.company.clock${clock}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="currency" label={t('org.company.currency')} rules={required}>
        <AutoComplete options={CURRENCIES_SAMPLE.map((value) => ({ value }))} />
      </Form.Item>
    </>
  );
}

function CompanyForm({ company, canEdit }: { company: CompanyInfo; canEdit: boolean }) {
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<CompanyValues>();
  const { save, error, saving, saved } = useCompanySave(form);
  const required = [{ required: true, message: t('org.required') }];
  return (
    <Form<CompanyValues>
      form={form}
      layout="vertical"
      name="company-information"
      initialValues={company}
      onFinish={(v) => void save(v)}
      disabled={!canEdit || saving}
    >
      <FormAlert error={error} />
      <Form.Item name="name" label={t('org.company.name')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="legalName" label={t('org.company.legalName')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="address" label={t('org.company.address')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="taxId" label={t('org.company.taxId')}>
        <Input maxLength={30} />
      </Form.Item>
      <RegionalFields />
      <Form.Item
        name="tagLinkBase"
        label={t('org.company.tagLinkBase')}
        extra={t('org.company.tagLinkBaseHint', { origin: company.effectiveTagLinkBase })}
      >
        <Input maxLength={200} placeholder={company.effectiveTagLinkBase} />
      </Form.Item>
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      ) : null}
      <SavedNote show={saved} />
    </Form>
  );
}

export default function CompanyView() {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ORG_PERMISSIONS.companyEdit);
  const company = answerOf(useGetCompanyInfoQuery());
  if (company.error) return <LoadFailed error={company.error} onRetry={company.retry} />;
  if (!company.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Card title={t('org.company.title')}>
      <LogoPicker logo={company.data.logo} canEdit={canEdit} />
      <CompanyForm key={company.data._id} company={company.data} canEdit={canEdit} />
    </Card>
  );
}
