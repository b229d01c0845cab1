/**
 * Personal information: the user's name, phone and language, and a password change. The
 * language shown is the app's (the header's choice); saving a language switches the app
 * to it at once, as the header's switch does (remembered the same way).
 */
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { ORG_PERMISSIONS, type PersonalInfo } from '@itam/shared/contracts';
import { Button, Skeleton } from '@itam/shared/antd';
import { Form, Input, Select } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { isLanguageCode, setLanguage, useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { applyServerErrors } from '../../../common/server-errors';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { useGetPersonalInfoQuery } from '../api/get-personal-info';
import { changePassword, savePersonalInfo } from '../api/profile-api';
import { NewPasswordFields } from './new-password-fields';
import { FormAlert, LoadFailed, SavedNote } from './view-parts';

type ProfileValues = Pick<PersonalInfo, 'firstName' | 'lastName' | 'phone' | 'language'>;
const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'language'];

/** Saves the profile, then switches the app to the language saved. */
function useProfileSave(form: FormInstance<ProfileValues>) {
  const { t } = useTranslation('assets');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const invalidate = useInvalidate();
  const save = async (values: ProfileValues) => {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      await savePersonalInfo({ ...values, phone: values.phone ?? '' });
      invalidate(['Profile']);
      if (isLanguageCode(values.language)) await setLanguage(values.language);
      setSaved(true);
    } catch (failure) {
      setError(applyServerErrors(form, failure, t, PROFILE_FIELDS));
    } finally {
      setSaving(false);
    }
  };
  return { save, error, saving, saved };
}

function ProfileForm({ profile, canEdit }: { profile: PersonalInfo; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assets');
  const [form] = Form.useForm<ProfileValues>();
  const appLanguage = isLanguageCode(i18n.language) ? i18n.language : profile.language;
  // The header's switch changes the app's language while the form is open: show it.
  useEffect(() => form.setFieldValue('language', appLanguage), [form, appLanguage]);
  const { save, error, saving, saved } = useProfileSave(form);
  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      name="personal-information"
      initialValues={{ ...profile, language: appLanguage }}
      onFinish={(values) => void save(values)}
      disabled={!canEdit || saving}
    >
      <FormAlert error={error} />
      <Form.Item
        name="firstName"
        label={t('org.personal.firstName')}
        rules={[{ required: true, message: t('org.required') }]}
      >
        <Input maxLength={100} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="lastName" label={t('org.personal.lastName')}>
        <Input maxLength={100} autoComplete="family-name" />
      </Form.Item>
      <Form.Item label={t('org.personal.email')} htmlFor="personal-email">
        <Input id="personal-email" value={profile.email} disabled />
      </Form.Item>
      <Form.Item name="phone" label={t('org.personal.phone')}>
        <Input maxLength={20} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="language" label={t('org.personal.language')}>
        <Select
          options={[
            { value: 'en', label: 'English' },
            { value: 'hi', label: 'हिन्दी' },
          ]}
        />
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

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

function PasswordForm() {
  const { t } = useTranslation('assets');
  const [form] = Form.useForm<PasswordValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = async ({ currentPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      await changePassword({ currentPassword, newPassword });
      form.resetFields();
      setSaved(true);
    } catch (failure) {
      setError(applyServerErrors(form, failure, t, ['currentPassword', 'newPassword']));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      name="password-change"
      onFinish={(v) => void save(v)}
      disabled={saving}
    >
      <FormAlert error={error} />
      <Form.Item
        name="currentPassword"
        label={t('org.password.current')}
        rules={[{ required: true, message: t('org.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields name="newPassword" />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('org.password.change')}
      </Button>
      <SavedNote show={saved} />
      {saved ? <p>{t('org.password.othersEnded')}</p> : null}
    </Form>
  );
}

export default function PersonalView() {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ORG_PERMISSIONS.personalEdit);
  const profile = answerOf(useGetPersonalInfoQuery());
  if (profile.error) return <LoadFailed error={profile.error} onRetry={profile.retry} />;
  if (!profile.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Card title={t('org.personal.title')} style={{ marginBottom: 16 }}>
        <ProfileForm profile={profile.data} canEdit={canEdit} />
      </Card>
      {canEdit ? (
        <Card title={t('org.password.title')}>
          <PasswordForm />
        </Card>
      ) : null}
    </>
  );
}
