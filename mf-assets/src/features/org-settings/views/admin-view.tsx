/**
 * Admin setup: roles as named policy sets, the users (admin-users.tsx: role, password reset
 * link, deactivate and reactivate) and one-time invitations (admin-invitations.tsx).
 */
import { useState } from 'react';
import { ORG_PERMISSIONS, type CompanyRole, type Policies } from '@itam/shared/contracts';
import { Button } from '@itam/shared/antd';
import { Input, Table } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { ScrollRegion } from '@itam/shared/ui';
import { EditOutlined, PlusOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { createRole, updateRole } from '../api/admin-api';
import { useGetRolesQuery } from '../api/get-roles';
import { Invitations } from './admin-invitations';
import { Users } from './admin-users';
import { PermissionGrid } from './permission-grid';
import { FormAlert, LoadFailed, messageOf } from './view-parts';

function RoleDialog({ role, onClose }: { role: CompanyRole | null; onClose: () => void }) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const [name, setName] = useState(role?.roleName ?? '');
  const [policies, setPolicies] = useState<Policies>(role?.policies ?? {});
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const save = async () => {
    setState({ busy: true, error: null });
    try {
      const body = {
        roleName: name,
        policies: policies as Record<string, Record<string, string[]>>,
      };
      if (role) await updateRole(role._id, body);
      else await createRole(body);
      invalidate(['Role']);
      onClose();
    } catch (failure) {
      setState({ busy: false, error: messageOf(failure) });
    }
  };
  return (
    <Modal
      open
      width={760}
      title={role ? t('org.admin.editRole', { name: role.roleName }) : t('org.admin.addRole')}
      onCancel={state.busy ? undefined : onClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={state.busy}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={state.busy}
          disabled={!name.trim()}
          onClick={() => void save()}
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <FormAlert error={state.error} />
      <label htmlFor="role-name" style={{ display: 'block', marginBottom: 4 }}>
        {t('org.admin.roleName')}
      </label>
      <Input
        id="role-name"
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        style={{ marginBottom: 16 }}
      />
      <PermissionGrid value={policies} onChange={setPolicies} disabled={state.busy} />
    </Modal>
  );
}

function Roles({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('assets');
  const roles = answerOf(useGetRolesQuery());
  const [editing, setEditing] = useState<CompanyRole | 'new' | null>(null);
  return (
    <Card
      title={t('org.admin.roles')}
      style={{ marginBottom: 16 }}
      extra={
        canCreate ? (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('org.admin.addRole')}
          </Button>
        ) : null
      }
    >
      {roles.error ? <LoadFailed error={roles.error} onRetry={roles.retry} /> : null}
      <ScrollRegion label={t('org.admin.roles')}>
        <Table<CompanyRole>
          rowKey="_id"
          size="small"
          pagination={false}
          loading={roles.loading}
          dataSource={roles.data ?? []}
          columns={[
            { key: 'name', title: t('org.admin.roleName'), dataIndex: 'roleName' },
            { key: 'users', title: t('org.admin.users'), dataIndex: 'userCount', align: 'right' },
            {
              key: 'actions',
              title: t('org.actions'),
              render: (_: unknown, role: CompanyRole) =>
                canCreate ? (
                  <Button
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('org.editNamed', { name: role.roleName })}
                    onClick={() => setEditing(role)}
                  />
                ) : null,
            },
          ]}
        />
      </ScrollRegion>
      {editing ? (
        <RoleDialog role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

export default function AdminView() {
  const canCreate = useIsAllowed(ORG_PERMISSIONS.adminCreate);
  // The same cached read as the roles' table: one request.
  const roles = useGetRolesQuery();
  return (
    <>
      <Roles canCreate={canCreate} />
      <Users canCreate={canCreate} roles={roles.data ?? []} />
      <Invitations canCreate={canCreate} roles={roles.data ?? []} />
    </>
  );
}
