/**
 * The shop's settings, a tab of the catalogue editor (`/product?tab=settings`): the price
 * limit above which Finance approves an order too (typed in rupees, kept in paise), and who
 * approves for IT and for Finance (the company's active users; none: an administrator).
 * Catalogue editors change them, the server's refusals shown at the field they name; the
 * shop's other readers see them read-only.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, FormField, LoadError, Panel, Text, useSearchedOptions } from '@itam/shared/ui';
import {
  MAX_PRICE_LIMIT_PAISE,
  type SettingsUser,
  type ShopSettings,
} from '@itam/shared/contracts/shop';
import { searchSettingsUsers } from '../../api/shop-api';
import { errorText, fieldError } from '../../common/error-text';
import { formatPaise, rupeesToPaise } from '../../common/money';
import { SHOP_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/shop-server-api';
import { useShopSettingsQuery } from './api/get-shop-settings';
import { useShopSaveSettingsMutation } from './api/save-shop-settings';

type Field = 'priceLimitPaise' | 'itApproverUserId' | 'financeApproverUserId';
const FIELDS: readonly Field[] = ['priceLimitPaise', 'itApproverUserId', 'financeApproverUserId'];

interface SettingsDraft {
  priceLimitRupees: number | null;
  itApproverUserId: string | null;
  financeApproverUserId: string | null;
}

const draftOf = (settings: ShopSettings): SettingsDraft => ({
  priceLimitRupees: settings.priceLimitPaise / 100,
  itApproverUserId: settings.itApproverUserId,
  financeApproverUserId: settings.financeApproverUserId,
});

export function ShopSettingsPanel() {
  const { t } = useTranslation('shop');
  // The API's readers of the settings: the catalogue's (ordering, reading orders or editing).
  const canOrder = useIsAllowed(SHOP_PERMISSIONS.order);
  const canView = useIsAllowed(SHOP_PERMISSIONS.orderView);
  const canEdit = useIsAllowed(SHOP_PERMISSIONS.catalogue);
  const canRead = canOrder || canView || canEdit;
  const loaded = answerOf(useShopSettingsQuery(undefined, { skip: !canRead }));
  if (!canRead) return <EmptyState title={t('editor.notAllowed')} />;
  if (loaded.error)
    return (
      <LoadError
        title={t('settings.loadFailed')}
        description={errorText(t, loaded.rawError)}
        onRetry={loaded.retry}
      />
    );
  if (!loaded.data) return <EmptyState compact title={t('common.loading')} />;
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('settings.title')}</h2>}>
      {canEdit ? <SettingsForm initial={loaded.data} /> : <SettingsView settings={loaded.data} />}
    </Panel>
  );
}

function SettingsView({ settings }: { settings: ShopSettings }) {
  const { t, i18n } = useTranslation('shop');
  const approver = (named: ShopSettings['itApprover']) => named?.name ?? t('settings.noApprover');
  const rows: [string, string][] = [
    [t('settings.priceLimit'), formatPaise(settings.priceLimitPaise, i18n.language)],
    [t('settings.itApprover'), approver(settings.itApprover)],
    [t('settings.financeApprover'), approver(settings.financeApprover)],
  ];
  return (
    <Flex vertical gap={12}>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ marginBottom: 8 }}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <Text type="secondary">{t('settings.readOnly')}</Text>
    </Flex>
  );
}

/** The form's draft and errors, and the save: the price limit checked here first. */
function useSettingsSave(initial: ShopSettings) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saveShopSettings, { isLoading: busy }] = useShopSaveSettingsMutation();

  const set = (change: Partial<SettingsDraft>, field: Field) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setSaved(false);
  };

  const save = async () => {
    setGeneral(null);
    setSaved(false);
    const priceLimitPaise = rupeesToPaise(draft.priceLimitRupees);
    if (
      priceLimitPaise === null ||
      priceLimitPaise < 0 ||
      priceLimitPaise > MAX_PRICE_LIMIT_PAISE
    ) {
      setErrors({ priceLimitPaise: t('settings.errors.priceLimit') });
      document.getElementById('settings-priceLimitPaise')?.focus();
      return;
    }
    setErrors({});
    try {
      const next = await saveShopSettings({
        priceLimitPaise,
        itApproverUserId: draft.itApproverUserId,
        financeApproverUserId: draft.financeApproverUserId,
      }).unwrap();
      setDraft(draftOf(next));
      setSaved(true);
    } catch (failure) {
      const byField: Partial<Record<Field, string>> = {};
      if (isApiError(failure))
        for (const issue of failure.issues) {
          const field = FIELDS.find((f) => issue.field === f || issue.field.startsWith(`${f}.`));
          if (field) byField[field] ??= fieldError(t, failure, issue.field);
        }
      setErrors(byField);
      const first = FIELDS.find((f) => byField[f]);
      if (first) document.getElementById(`settings-${first}`)?.focus();
      else setGeneral(errorText(t, failure));
    }
  };
  return { draft, set, errors, general, saved, busy, save };
}

function SettingsForm({ initial }: { initial: ShopSettings }) {
  const { t } = useTranslation('shop');
  const { draft, set, errors, general, saved, busy, save } = useSettingsSave(initial);
  return (
    <Flex vertical gap={4}>
      <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
        {t('settings.intro')}
      </Text>
      <FormField
        id="settings-priceLimitPaise"
        label={t('settings.priceLimit')}
        hint={t('settings.priceLimitHint')}
        required
        error={errors.priceLimitPaise ?? null}
      >
        {(props) => (
          <InputNumber<number>
            {...props}
            min={0}
            max={MAX_PRICE_LIMIT_PAISE / 100}
            precision={2}
            style={{ width: 220, maxWidth: '100%' }}
            value={draft.priceLimitRupees}
            onChange={(value) => set({ priceLimitRupees: value ?? null }, 'priceLimitPaise')}
          />
        )}
      </FormField>
      <ApproverField
        field="itApproverUserId"
        label={t('settings.itApprover')}
        value={draft.itApproverUserId}
        known={initial.itApprover}
        error={errors.itApproverUserId ?? null}
        onChange={(value) => set({ itApproverUserId: value }, 'itApproverUserId')}
      />
      <ApproverField
        field="financeApproverUserId"
        label={t('settings.financeApprover')}
        value={draft.financeApproverUserId}
        known={initial.financeApprover}
        error={errors.financeApproverUserId ?? null}
        onChange={(value) => set({ financeApproverUserId: value }, 'financeApproverUserId')}
      />
      {saved ? <Alert type="success" showIcon role="status" title={t('settings.saved')} /> : null}
      {general ? <Alert type="error" showIcon role="alert" title={general} /> : null}
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {t('settings.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

interface ApproverFieldProps {
  field: 'itApproverUserId' | 'financeApproverUserId';
  label: string;
  value: string | null;
  known: { _id: string; name: string } | null;
  error: string | null;
  onChange: (value: string | null) => void;
}

/** Who approves for IT or for Finance (none: an administrator). */
function ApproverField({ field, label, value, known, error, onChange }: ApproverFieldProps) {
  const { t } = useTranslation('shop');
  return (
    <FormField
      id={`settings-${field}`}
      label={label}
      hint={t('settings.approverHint')}
      error={error}
    >
      {(props) => <UserSelect {...props} value={value} known={known} onChange={onChange} />}
    </FormField>
  );
}

interface UserSelectProps {
  id?: string;
  value: string | null;
  /** The approver named now, so the field shows their name before any search. */
  known: { _id: string; name: string } | null;
  onChange: (value: string | null) => void;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** A searchable picker of the company's active users (GET /shop/settings/users?search). */
function UserSelect({ id, value, known, onChange, status, ...aria }: UserSelectProps) {
  const { t } = useTranslation('shop');
  const searched = useSearchedOptions(searchSettingsUsers);
  const users = searched.options;
  const [chosen, setChosen] = useState<SettingsUser | null>(null);

  const options = users.map((u) => ({ value: u._id, label: `${u.name} (${u.email})` }));
  // The value's own label when the list (searched, or 50 at most) does not hold it.
  for (const named of [chosen, known])
    if (named && named._id === value && !options.some((o) => o.value === named._id))
      options.unshift({ value: named._id, label: named.name });
  return (
    <Select<string | null>
      id={id}
      {...aria}
      status={status}
      style={{ width: '100%', maxWidth: 420 }}
      value={value}
      onChange={(next) => {
        setChosen(users.find((u) => u._id === next) ?? null);
        onChange(next ?? null);
      }}
      allowClear
      showSearch={{ filterOption: false, onSearch: searched.onSearch }}
      loading={searched.loading}
      placeholder={t('settings.noApprover')}
      notFoundContent={searched.notFoundContent({
        failed: t('settings.usersFailed'),
        loading: t('common.loading'),
        none: t('settings.noUser'),
      })}
      options={options}
    />
  );
}
