/**
 * Admin setup: roles as named policy sets, each user's role and password reset link, and
 * one-time invitations.
 */
import { useState } from 'react';
import {
  ORG_PERMISSIONS,
  type CompanyRole,
  type CompanyUser,
  type Invitation,
  type Policies,
} from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Form, Input, Select, Table } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { ScrollRegion } from '@itam/shared/ui';
import { EditOutlined, PlusOutlined, UserAddOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { formatDateTime } from '../../../common/format';
import { applyServerErrors } from '../../../common/server-errors';
import { useApiData } from '../../../common/use-api-data';
import {
  assignRole,
  createInvitation,
  createPasswordResetLink,
  createRole,
  getInvitations,
  getRoles,
  getUsers,
  updateRole,
} from '../api/admin-api';
import {
  PasswordResetLinkDialog,
  type PasswordResetLinkDialogProps,
} from './password-reset-link-dialog';
import { PermissionGrid } from './permission-grid';
import { FormAlert, LoadFailed, messageOf } from './view-parts';

function RoleDialog({
  role,
  onClose,
  onSaved,
}: {
  role: CompanyRole | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('assets');
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
      onSaved();
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

function Roles({
  canCreate,
  roles,
  reload,
}: {
  canCreate: boolean;
  roles: ReturnType<typeof useApiData<CompanyRole[]>>;
  reload: () => void;
}) {
  const { t } = useTranslation('assets');
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
      {roles.error ? <LoadFailed error={roles.error} onRetry={roles.reload} /> : null}
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
        <RoleDialog
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </Card>
  );
}

function Users({ canCreate, roles }: { canCreate: boolean; roles: CompanyRole[] }) {
  const { t } = useTranslation('assets');
  const users = useApiData(getUsers, []);
  const [error, setError] = useState<string | null>(null);
  const [resetFor, setResetFor] = useState<string | null>(null);
  const [resetLink, setResetLink] = useState<Omit<PasswordResetLinkDialogProps, 'onClose'> | null>(
    null,
  );
  const createResetLink = async (u: CompanyUser) => {
    setError(null);
    setResetFor(u._id);
    try {
      const created = await createPasswordResetLink(u._id);
      setResetLink({ email: u.email, link: created.link, expiresAt: created.expiresAt });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setResetFor(null);
    }
  };
  return (
    <Card title={t('org.admin.users')} style={{ marginBottom: 16 }}>
      {users.error ? <LoadFailed error={users.error} onRetry={users.reload} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('org.saveFailed')}
          description={error}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <ScrollRegion label={t('org.admin.users')}>
        <Table<CompanyUser>
          rowKey="_id"
          size="small"
          pagination={false}
          loading={users.loading}
          dataSource={users.data ?? []}
          columns={[
            {
              key: 'name',
              title: t('org.admin.userName'),
              render: (_: unknown, u: CompanyUser) => `${u.firstName} ${u.lastName}`.trim(),
            },
            { key: 'email', title: t('org.admin.email'), dataIndex: 'email' },
            {
              key: 'role',
              title: t('org.admin.role'),
              render: (_: unknown, u: CompanyUser) =>
                canCreate ? (
                  <Select
                    aria-label={t('org.admin.roleOf', { name: u.email })}
                    value={u.role._id}
                    style={{ minWidth: 180 }}
                    options={roles.map((r) => ({ value: r._id, label: r.roleName }))}
                    onChange={async (roleId: string) => {
                      setError(null);
                      try {
                        await assignRole(u._id, roleId);
                        users.reload();
                      } catch (failure) {
                        setError(messageOf(failure));
                      }
                    }}
                  />
                ) : (
                  u.role.roleName
                ),
            },
            ...(canCreate
              ? [
                  {
                    key: 'actions',
                    title: t('org.actions'),
                    render: (_: unknown, u: CompanyUser) => (
                      <Button
                        size="small"
                        aria-label={t('org.admin.resetLinkFor', { name: u.email })}
                        disabled={!u.active || (resetFor !== null && resetFor !== u._id)}
                        loading={resetFor === u._id}
                        onClick={() => void createResetLink(u)}
                      >
                        {t('org.admin.resetLink')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </ScrollRegion>
      {resetLink ? (
        <PasswordResetLinkDialog {...resetLink} onClose={() => setResetLink(null)} />
      ) : null}
    </Card>
  );
}

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

function Invitations({ canCreate, roles }: { canCreate: boolean; roles: CompanyRole[] }) {
  const { t, i18n } = useTranslation('assets');
  const [form] = Form.useForm<InviteValues>();
  const invitations = useApiData(getInvitations, []);
  const [link, setLink] = useState<string | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const invite = async (values: InviteValues) => {
    setState({ busy: true, error: null });
    setLink(null);
    try {
      const created = await createInvitation(values);
      setLink(new URL(created.link, window.location.origin).toString());
      form.resetFields();
      invitations.reload();
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({
        busy: false,
        error: applyServerErrors(form, failure, t, ['email', 'firstName', 'lastName', 'roleId']),
      });
    }
  };
  const required = [{ required: true, message: t('org.required') }];
  return (
    <Card title={t('org.admin.invitations')}>
      {canCreate ? (
        <Form<InviteValues>
          form={form}
          layout="vertical"
          name="invite"
          onFinish={(v) => void invite(v)}
          disabled={state.busy}
        >
          <FormAlert error={state.error} />
          <Flex gap={12} wrap>
            <Form.Item name="email" label={t('org.admin.email')} rules={required}>
              <Input type="email" maxLength={254} />
            </Form.Item>
            <Form.Item name="firstName" label={t('org.personal.firstName')} rules={required}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="lastName" label={t('org.personal.lastName')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="roleId" label={t('org.admin.role')} rules={required}>
              <Select
                style={{ minWidth: 180 }}
                options={roles.map((r) => ({ value: r._id, label: r.roleName }))}
              />
            </Form.Item>
          </Flex>
          <Button
            type="primary"
            htmlType="submit"
            icon={<UserAddOutlined aria-hidden />}
            loading={state.busy}
          >
            {t('org.admin.invite')}
          </Button>
        </Form>
      ) : null}
      {link ? (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ margin: '16px 0' }}
          title={t('org.admin.linkTitle')}
          description={
            <Flex vertical gap={8}>
              <span>{t('org.admin.linkOnce')}</span>
              <Input
                readOnly
                aria-label={t('org.admin.link')}
                value={link}
                onFocus={(e) => e.target.select()}
              />
              <Button onClick={() => void navigator.clipboard?.writeText(link)}>
                {t('org.admin.copy')}
              </Button>
            </Flex>
          }
        />
      ) : null}
      <ScrollRegion label={t('org.admin.invitations')}>
        <Table<Invitation>
          rowKey="_id"
          size="small"
          style={{ marginTop: 16 }}
          pagination={false}
          loading={invitations.loading}
          dataSource={invitations.data ?? []}
          columns={[
            { key: 'email', title: t('org.admin.email'), dataIndex: 'email' },
            {
              key: 'role',
              title: t('org.admin.role'),
              render: (_: unknown, i: Invitation) => i.role.roleName,
            },
            {
              key: 'state',
              title: t('org.admin.invitationState'),
              render: (_: unknown, i: Invitation) =>
                i.acceptedAt
                  ? t('org.admin.accepted', { at: formatDateTime(i.acceptedAt, i18n.language) })
                  : t('org.admin.pending', { at: formatDateTime(i.expiresAt, i18n.language) }),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}

export default function AdminView() {
  const canCreate = useIsAllowed(ORG_PERMISSIONS.adminCreate);
  const roles = useApiData(getRoles, []);
  return (
    <>
      <Roles canCreate={canCreate} roles={roles} reload={roles.reload} />
      <Users canCreate={canCreate} roles={roles.data ?? []} />
      <Invitations canCreate={canCreate} roles={roles.data ?? []} />
    </>
  );
}
