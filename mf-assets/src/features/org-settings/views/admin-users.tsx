/**
 * Admin setup's users: each user's role, password reset link and whether they may sign in
 * (deactivate ends their sessions at once; reactivate lets them in again), each confirmed.
 * The signed-in administrator is never offered to deactivate themselves.
 */
import { useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { CompanyRole, CompanyUser } from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Select, Table } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { selectCurrentUser, useAppSelector } from '@itam/shared/store';
import { ReadableTag, ScrollRegion } from '@itam/shared/ui';
import { answerOf } from '../../../common/assets-api';
import { createPasswordResetLink } from '../api/admin-api';
import { useAssignRoleMutation } from '../api/assign-role';
import { useGetUsersQuery } from '../api/get-users';
import { useSetUserAccessMutation } from '../api/set-user-access';
import { useConfirmAction } from './confirm-action';
import {
  PasswordResetLinkDialog,
  type PasswordResetLinkDialogProps,
} from './password-reset-link-dialog';
import { LoadFailed, messageOf } from './view-parts';

const fullName = (u: CompanyUser) => `${u.firstName} ${u.lastName}`.trim();

/** Deactivate or Reactivate, after the confirmation that says what follows. */
function AccessButton({
  user,
  ask,
}: {
  user: CompanyUser;
  ask: ReturnType<typeof useConfirmAction>['ask'];
}) {
  const { t } = useTranslation('assets');
  const [setUserAccess] = useSetUserAccessMutation();
  const verb = user.active ? 'deactivate' : 'reactivate';
  const onClick = () =>
    ask({
      title: t(`org.admin.${verb}Title`, { name: fullName(user) }),
      content: t(`org.admin.${verb}Body`),
      okText: t(`org.admin.${verb}`),
      danger: user.active,
      run: async () => {
        await setUserAccess({ userId: user._id, active: !user.active }).unwrap();
      },
    });
  return (
    <Button
      size="small"
      danger={user.active}
      aria-label={t(`org.admin.${verb}For`, { name: user.email })}
      onClick={onClick}
    >
      {t(`org.admin.${verb}`)}
    </Button>
  );
}

/** The user's role, changed as soon as another is chosen. */
function RoleSelect({
  user,
  roles,
  setError,
}: {
  user: CompanyUser;
  roles: CompanyRole[];
  setError: (error: string | null) => void;
}) {
  const { t } = useTranslation('assets');
  const [assignRole] = useAssignRoleMutation();
  return (
    <Select
      aria-label={t('org.admin.roleOf', { name: user.email })}
      value={user.role._id}
      style={{ minWidth: 180 }}
      options={roles.map((r) => ({ value: r._id, label: r.roleName }))}
      onChange={async (roleId: string) => {
        setError(null);
        try {
          const role = roles.find((r) => r._id === roleId);
          if (role) await assignRole({ userId: user._id, role }).unwrap();
        } catch (failure) {
          setError(messageOf(failure));
        }
      }}
    />
  );
}

/** A user's password reset link: which user's is being made, and the one made to show. */
function useResetLink(setError: (error: string | null) => void) {
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
  return { resetFor, resetLink, setResetLink, createResetLink };
}

/** The users' columns: name, email, role (chosen here with admin.create), status, actions. */
function useUserColumns({
  canCreate,
  roles,
  setError,
  actions,
}: {
  canCreate: boolean;
  roles: CompanyRole[];
  setError: (error: string | null) => void;
  actions: (u: CompanyUser) => ReactNode;
}): TableColumnsType<CompanyUser> {
  const { t } = useTranslation('assets');
  return [
    { key: 'name', title: t('org.admin.userName'), render: (_: unknown, u) => fullName(u) },
    { key: 'email', title: t('org.admin.email'), dataIndex: 'email' },
    {
      key: 'role',
      title: t('org.admin.role'),
      render: (_: unknown, u: CompanyUser) =>
        canCreate ? <RoleSelect user={u} roles={roles} setError={setError} /> : u.role.roleName,
    },
    {
      key: 'status',
      title: t('org.admin.status'),
      render: (_: unknown, u: CompanyUser) =>
        u.active ? (
          <ReadableTag color="green">{t('org.admin.active')}</ReadableTag>
        ) : (
          <ReadableTag color="default">{t('org.admin.inactive')}</ReadableTag>
        ),
    },
    ...(canCreate
      ? [
          {
            key: 'actions',
            title: t('org.actions'),
            render: (_: unknown, u: CompanyUser) => actions(u),
          },
        ]
      : []),
  ];
}

export function Users({ canCreate, roles }: { canCreate: boolean; roles: CompanyRole[] }) {
  const { t } = useTranslation('assets');
  const me = useAppSelector(selectCurrentUser);
  const users = answerOf(useGetUsersQuery());
  const confirm = useConfirmAction();
  const { resetFor, resetLink, setResetLink, createResetLink } = useResetLink(confirm.setError);
  const error = confirm.error;
  const actions = (u: CompanyUser) => (
    <Flex gap={8} wrap>
      <Button
        size="small"
        aria-label={t('org.admin.resetLinkFor', { name: u.email })}
        disabled={!u.active || (resetFor !== null && resetFor !== u._id)}
        loading={resetFor === u._id}
        onClick={() => void createResetLink(u)}
      >
        {t('org.admin.resetLink')}
      </Button>
      {u._id === me?._id ? null : <AccessButton user={u} ask={confirm.ask} />}
    </Flex>
  );
  const columns = useUserColumns({ canCreate, roles, setError: confirm.setError, actions });
  return (
    <Card title={t('org.admin.users')} style={{ marginBottom: 16 }}>
      {users.error ? <LoadFailed error={users.error} onRetry={users.retry} /> : null}
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
      {/* Wider than a phone: the table scrolls sideways inside its region. */}
      <ScrollRegion label={t('org.admin.users')}>
        <Table<CompanyUser>
          rowKey="_id"
          size="small"
          pagination={false}
          loading={users.loading}
          dataSource={users.data ?? []}
          columns={columns}
        />
      </ScrollRegion>
      {resetLink ? (
        <PasswordResetLinkDialog {...resetLink} onClose={() => setResetLink(null)} />
      ) : null}
    </Card>
  );
}
