/** Branches: the company's offices with their assets and employees; create, edit, delete. */
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { ORG_PERMISSIONS, type Branch, type BranchInput } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Form, Input, Table } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { EditOutlined, PlusOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { ConfirmDeleteButton, EmptyState, ScrollRegion } from '@itam/shared/ui';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { createBranch, deleteBranch, updateBranch } from '../api/branches-api';
import { useGetBranchesQuery } from '../api/get-branches';
import { RecordDialog } from './record-dialog';
import { LoadFailed } from './view-parts';

const FIELDS = ['branchId', 'name', 'city', 'address'] as const;

function BranchDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const required = [{ required: true, message: t('org.required') }];
  return (
    <RecordDialog<BranchInput>
      title={branch ? t('org.branches.edit', { name: branch.name }) : t('org.branches.add')}
      name="branch"
      fields={FIELDS}
      initialValues={branch ?? {}}
      onClose={onClose}
      onSubmit={async (values) => {
        if (branch) await updateBranch(branch._id, values);
        else await createBranch(values);
        invalidate(['Branch', 'Location']);
      }}
    >
      <Form.Item name="branchId" label={t('org.branches.branchId')} rules={required}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="name" label={t('org.branches.name')} rules={required}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="city" label={t('org.branches.city')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="address" label={t('org.branches.address')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </RecordDialog>
  );
}

/** The branches' columns, with edit and delete where the role may. */
function useBranchColumns(onEdit: (branch: Branch) => void): TableColumnsType<Branch> {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ORG_PERMISSIONS.branchEdit);
  const canDelete = useIsAllowed(ORG_PERMISSIONS.branchDelete);
  const invalidate = useInvalidate();
  return [
    { key: 'branchId', title: t('org.branches.branchId'), dataIndex: 'branchId' },
    { key: 'name', title: t('org.branches.name'), dataIndex: 'name' },
    { key: 'city', title: t('org.branches.city'), dataIndex: 'city' },
    {
      key: 'address',
      title: t('org.branches.address'),
      dataIndex: 'address',
      ellipsis: true,
    },
    {
      key: 'assets',
      title: t('org.branches.assets'),
      dataIndex: 'assetCount',
      align: 'right',
    },
    {
      key: 'employees',
      title: t('org.branches.employees'),
      dataIndex: 'employeeCount',
      align: 'right',
    },
    {
      key: 'actions',
      title: t('org.actions'),
      render: (_: unknown, branch: Branch) => (
        <Flex gap={8}>
          {canEdit ? (
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={t('org.editNamed', { name: branch.name })}
              onClick={() => onEdit(branch)}
            />
          ) : null}
          {canDelete ? (
            <ConfirmDeleteButton
              iconOnly
              itemName={branch.name}
              onConfirm={async () => {
                await deleteBranch(branch._id);
                invalidate(['Branch', 'Location']);
              }}
            />
          ) : null}
        </Flex>
      ),
    },
  ];
}

export default function BranchesView() {
  const { t } = useTranslation('assets');
  const canCreate = useIsAllowed(ORG_PERMISSIONS.branchCreate);
  const branches = answerOf(useGetBranchesQuery());
  const [editing, setEditing] = useState<Branch | 'new' | null>(null);
  const columns = useBranchColumns(setEditing);
  if (branches.error) return <LoadFailed error={branches.error} onRetry={branches.retry} />;
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        {canCreate ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('org.branches.add')}
          </Button>
        ) : null}
      </Flex>
      <ScrollRegion label={t('org.views.company_branches')}>
        <Table<Branch>
          rowKey="_id"
          loading={branches.loading}
          dataSource={branches.data ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyState compact title={t('org.branches.empty')} /> }}
          columns={columns}
        />
      </ScrollRegion>
      {editing ? (
        <BranchDialog
          branch={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
