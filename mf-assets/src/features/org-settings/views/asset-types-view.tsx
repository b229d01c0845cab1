/** Asset types: each type's default depreciation and its assets; create, change, delete. */
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import {
  DEPRECIATION_METHODS,
  ORG_PERMISSIONS,
  type AssetTypeInput,
  type AssetTypeSetting,
} from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Form, Input, Select, Table } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { EditOutlined, PlusOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { ConfirmDeleteButton, EmptyState, ScrollRegion } from '@itam/shared/ui';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { useGetAssetTypeSettingsQuery } from '../api/get-asset-type-settings';
import { createAssetType, deleteAssetType, updateAssetType } from '../api/types-tags-api';
import { RecordDialog } from './record-dialog';
import { LoadFailed } from './view-parts';

function TypeDialog({ type, onClose }: { type: AssetTypeSetting | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  return (
    <RecordDialog<AssetTypeInput>
      title={type ? t('org.types.edit', { name: type.name }) : t('org.types.add')}
      name="asset-type"
      fields={['name', 'depreciationMethod', 'usefulLifeYears']}
      initialValues={type ?? {}}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          ...values,
          depreciationMethod: values.depreciationMethod ?? null,
          usefulLifeYears: values.usefulLifeYears ?? null,
        };
        if (type) await updateAssetType(type._id, body);
        else await createAssetType(body);
        invalidate(['AssetType']);
      }}
    >
      <Form.Item
        name="name"
        label={t('org.types.name')}
        rules={[{ required: true, message: t('org.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="depreciationMethod" label={t('org.types.method')}>
        <Select
          allowClear
          options={DEPRECIATION_METHODS.map((m) => ({
            value: m,
            label: t(`depreciation.methods.${m}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="usefulLifeYears" label={t('org.types.life')}>
        <InputNumber min={1} max={50} precision={0} />
      </Form.Item>
    </RecordDialog>
  );
}

/** The types' columns: name, depreciation method and life, assets, and edit and delete. */
function useTypeColumns(
  onEdit: (type: AssetTypeSetting) => void,
): TableColumnsType<AssetTypeSetting> {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ORG_PERMISSIONS.typeCreate);
  const canDelete = useIsAllowed(ORG_PERMISSIONS.typeDelete);
  const invalidate = useInvalidate();
  return [
    { key: 'name', title: t('org.types.name'), dataIndex: 'name' },
    {
      key: 'method',
      title: t('org.types.method'),
      render: (_: unknown, type: AssetTypeSetting) =>
        type.depreciationMethod ? t(`depreciation.methods.${type.depreciationMethod}`) : '—',
    },
    {
      key: 'life',
      title: t('org.types.life'),
      render: (_: unknown, type: AssetTypeSetting) => type.usefulLifeYears ?? '—',
    },
    {
      key: 'assets',
      title: t('org.types.assets'),
      dataIndex: 'assetCount',
      align: 'right',
    },
    {
      key: 'actions',
      title: t('org.actions'),
      render: (_: unknown, type: AssetTypeSetting) => (
        <Flex gap={8}>
          {canCreate ? (
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={t('org.editNamed', { name: type.name })}
              onClick={() => onEdit(type)}
            />
          ) : null}
          {canDelete ? (
            <ConfirmDeleteButton
              iconOnly
              itemName={type.name}
              onConfirm={async () => {
                await deleteAssetType(type._id);
                invalidate(['AssetType']);
              }}
            />
          ) : null}
        </Flex>
      ),
    },
  ];
}

export default function AssetTypesView() {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ORG_PERMISSIONS.typeCreate);
  const types = answerOf(useGetAssetTypeSettingsQuery());
  const [editing, setEditing] = useState<AssetTypeSetting | 'new' | null>(null);
  const columns = useTypeColumns(setEditing);
  if (types.error) return <LoadFailed error={types.error} onRetry={types.retry} />;
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        {canCreate ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('org.types.add')}
          </Button>
        ) : null}
      </Flex>
      <ScrollRegion label={t('org.views.asset_types')}>
        <Table<AssetTypeSetting>
          rowKey="_id"
          loading={types.loading}
          dataSource={types.data ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyState compact title={t('org.types.empty')} /> }}
          columns={columns}
        />
      </ScrollRegion>
      {editing ? (
        <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
