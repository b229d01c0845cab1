/**
 * The tag rule editor: a rule per asset type and branch (either may be 'any'), its
 * prefix, next number and padding, with a live preview of the next tag as it is typed.
 */
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import {
  formatTag,
  TAG_PADDING_MAX,
  type TagRule,
  type TagRuleInput,
} from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Form, Input, Select, Table } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { EditOutlined, PlusOutlined } from '@itam/shared/icons';
import { useAppSelector } from '@itam/shared/store';
import { ConfirmDeleteButton, EmptyState, ScrollRegion } from '@itam/shared/ui';
import { answerOf, useInvalidate } from '../../common/assets-api';
import { useGetAssetTypesQuery } from '../asset-form/api/get-asset-types';
import { useGetTagRulesQuery } from './api/get-tag-rules';
import { createTagRule, deleteTagRule, updateTagRule } from './api/types-tags-api';
import { RecordDialog } from './views/record-dialog';
import { useScopeText } from './views/tag-setup-view';
import { LoadFailed } from './views/view-parts';

/** The next tag the values give, or null while they cannot make one. */
export function previewTag(values: Partial<TagRuleInput>): string | null {
  const { prefix, nextNumber, padding } = values;
  if (!prefix?.trim() || !nextNumber || !padding) return null;
  return formatTag(prefix.trim(), nextNumber, padding);
}

function Preview() {
  const { t } = useTranslation('assets');
  const form = Form.useFormInstance<TagRuleInput>();
  const values = Form.useWatch([], form) ?? {};
  const tag = previewTag(values);
  return (
    <p role="status" aria-live="polite">
      {t('org.tags.preview')}: <strong data-testid="tag-preview">{tag ?? '—'}</strong>
    </p>
  );
}

/** The dialog's first values: the rule's, or any type and branch from 1, five digits. */
function initialValues(rule: TagRule | null): Partial<TagRuleInput> {
  return rule
    ? {
        assetTypeId: rule.assetType?._id ?? '',
        branchId: rule.branch?._id ?? '',
        prefix: rule.prefix,
        nextNumber: rule.nextNumber,
        padding: rule.padding,
      }
    : { assetTypeId: '', branchId: '', nextNumber: 1, padding: 5 };
}

function RuleDialog({ rule, onClose }: { rule: TagRule | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const types = answerOf(useGetAssetTypesQuery());
  const branches = useAppSelector((state) => state.session?.locations ?? []);
  const required = [{ required: true, message: t('org.required') }];
  return (
    <RecordDialog<TagRuleInput>
      title={rule ? t('org.tags.editRule') : t('org.tags.addRule')}
      name="tag-rule"
      fields={['assetTypeId', 'branchId', 'prefix', 'nextNumber', 'padding']}
      initialValues={initialValues(rule)}
      onClose={onClose}
      onSubmit={async (values) => {
        if (rule) await updateTagRule(rule._id, values);
        else await createTagRule(values);
        invalidate(['TagRule']);
      }}
    >
      <Form.Item name="assetTypeId" label={t('org.tags.assetType')}>
        <Select
          loading={types.loading}
          options={[
            { value: '', label: t('org.tags.anyType') },
            ...(types.data ?? []).map((type) => ({ value: type._id, label: type.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="branchId" label={t('org.tags.branch')}>
        <Select
          options={[
            { value: '', label: t('org.tags.anyBranch') },
            ...branches.map((b) => ({ value: b._id, label: b.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="prefix" label={t('org.tags.prefix')} rules={required}>
        <Input maxLength={20} />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item name="nextNumber" label={t('org.tags.nextNumber')} rules={required}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="padding" label={t('org.tags.padding')} rules={required}>
          <InputNumber min={1} max={TAG_PADDING_MAX} precision={0} />
        </Form.Item>
      </Flex>
      <Preview />
    </RecordDialog>
  );
}

/** The rules' columns: scope, prefix, padding, next tag, and edit and delete. */
function useRuleColumns(onEdit: (rule: TagRule) => void): TableColumnsType<TagRule> {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const scope = useScopeText();
  return [
    {
      key: 'scope',
      title: t('org.tags.appliesTo'),
      render: (_: unknown, rule: TagRule) => scope(rule),
    },
    { key: 'prefix', title: t('org.tags.prefix'), dataIndex: 'prefix' },
    { key: 'padding', title: t('org.tags.padding'), dataIndex: 'padding' },
    { key: 'next', title: t('org.tags.nextTag'), dataIndex: 'nextTag' },
    {
      key: 'actions',
      title: t('org.actions'),
      render: (_: unknown, rule: TagRule) => (
        <Flex gap={8}>
          <Button
            icon={<EditOutlined aria-hidden />}
            aria-label={t('org.editNamed', { name: scope(rule) })}
            onClick={() => onEdit(rule)}
          />
          <ConfirmDeleteButton
            iconOnly
            itemName={scope(rule)}
            onConfirm={async () => {
              await deleteTagRule(rule._id);
              invalidate(['TagRule']);
            }}
          />
        </Flex>
      ),
    },
  ];
}

export function TagRuleEditor() {
  const { t } = useTranslation('assets');
  const rules = answerOf(useGetTagRulesQuery());
  const [editing, setEditing] = useState<TagRule | 'new' | null>(null);
  const columns = useRuleColumns(setEditing);
  if (rules.error) return <LoadFailed error={rules.error} onRetry={rules.retry} />;
  return (
    <Card
      title={t('org.tags.rules')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing('new')}
        >
          {t('org.tags.addRule')}
        </Button>
      }
    >
      <ScrollRegion label={t('org.tags.rules')}>
        <Table<TagRule>
          rowKey="_id"
          loading={rules.loading}
          dataSource={rules.data ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyState compact title={t('org.tags.empty')} /> }}
          columns={columns}
        />
      </ScrollRegion>
      {editing ? (
        <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
