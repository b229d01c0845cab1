/**
 * Admin setup's invitations: invite by a one-time link (shown once), the invitations with
 * their state, and Revoke for a pending one (confirmed; its link then says it was revoked).
 */
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { CompanyRole, Invitation } from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Form, Input, Select, Table } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { ScrollRegion } from '@itam/shared/ui';
import { UserAddOutlined } from '@itam/shared/icons';
import { formatDateTime } from '../../../common/format';
import { applyServerErrors } from '../../../common/server-errors';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { createInvitation, revokeInvitation } from '../api/admin-api';
import { useGetInvitationsQuery } from '../api/get-invitations';
import { useConfirmAction } from './confirm-action';
import { FormAlert, LoadFailed } from './view-parts';

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

type InvitationState = 'accepted' | 'revoked' | 'expired' | 'pending';

function stateOf(i: Invitation, now: number): { state: InvitationState; at: string } {
  if (i.acceptedAt) return { state: 'accepted', at: i.acceptedAt };
  if (i.revokedAt) return { state: 'revoked', at: i.revokedAt };
  if (Date.parse(i.expiresAt) <= now) return { state: 'expired', at: i.expiresAt };
  return { state: 'pending', at: i.expiresAt };
}

/** Who to invite: email, name and role. */
function InviteFields({ roles }: { roles: CompanyRole[] }) {
  const { t } = useTranslation('assets');
  const required = [{ required: true, message: t('org.required') }];
  return (
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
  );
}

/** The invitation's one-time link, shown this once, to copy. */
function InviteLink({ link }: { link: string }) {
  const { t } = useTranslation('assets');
  return (
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
  );
}

function InviteForm({ roles }: { roles: CompanyRole[] }) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const [form] = Form.useForm<InviteValues>();
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
      invalidate(['Invitation']);
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({
        busy: false,
        error: applyServerErrors(form, failure, t, ['email', 'firstName', 'lastName', 'roleId']),
      });
    }
  };
  return (
    <>
      <Form<InviteValues>
        form={form}
        layout="vertical"
        name="invite"
        onFinish={(v) => void invite(v)}
        disabled={state.busy}
      >
        <FormAlert error={state.error} />
        <InviteFields roles={roles} />
        <Button
          type="primary"
          htmlType="submit"
          icon={<UserAddOutlined aria-hidden />}
          loading={state.busy}
        >
          {t('org.admin.invite')}
        </Button>
      </Form>
      {link ? <InviteLink link={link} /> : null}
    </>
  );
}

/** The invitations' columns: email, role, state and when, and Revoke for a pending one. */
function useInvitationColumns(
  canCreate: boolean,
  ask: ReturnType<typeof useConfirmAction>['ask'],
): TableColumnsType<Invitation> {
  const { t, i18n } = useTranslation('assets');
  const invalidate = useInvalidate();
  // The moment the list was opened: an invitation that expires while it is open keeps its Revoke (the server answers 409).
  const [now] = useState(() => Date.now());
  const revoke = (i: Invitation) =>
    ask({
      title: t('org.admin.revokeTitle', { email: i.email }),
      content: t('org.admin.revokeBody'),
      okText: t('org.admin.revoke'),
      danger: true,
      run: async () => {
        await revokeInvitation(i._id);
        invalidate(['Invitation']);
      },
    });
  return [
    { key: 'email', title: t('org.admin.email'), dataIndex: 'email' },
    {
      key: 'role',
      title: t('org.admin.role'),
      render: (_: unknown, i: Invitation) => i.role.roleName,
    },
    {
      key: 'state',
      title: t('org.admin.invitationState'),
      render: (_: unknown, i: Invitation) => {
        const { state, at } = stateOf(i, now);
        return t(`org.admin.${state}`, { at: formatDateTime(at, i18n.language) });
      },
    },
    ...(canCreate
      ? [
          {
            key: 'actions',
            title: t('org.actions'),
            render: (_: unknown, i: Invitation) =>
              stateOf(i, now).state === 'pending' ? (
                <Button
                  size="small"
                  danger
                  aria-label={t('org.admin.revokeFor', { email: i.email })}
                  onClick={() => revoke(i)}
                >
                  {t('org.admin.revoke')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
}

export function Invitations({ canCreate, roles }: { canCreate: boolean; roles: CompanyRole[] }) {
  const { t } = useTranslation('assets');
  const invitations = answerOf(useGetInvitationsQuery());
  const confirm = useConfirmAction();
  const columns = useInvitationColumns(canCreate, confirm.ask);
  return (
    <Card title={t('org.admin.invitations')}>
      {canCreate ? <InviteForm roles={roles} /> : null}
      {invitations.error ? (
        <LoadFailed error={invitations.error} onRetry={invitations.retry} />
      ) : null}
      <FormAlert error={confirm.error} />
      {/* Wider than a phone: the table scrolls sideways inside its region. */}
      <ScrollRegion label={t('org.admin.invitations')}>
        <Table<Invitation>
          rowKey="_id"
          size="small"
          style={{ marginTop: 16 }}
          pagination={false}
          loading={invitations.loading}
          dataSource={invitations.data ?? []}
          columns={columns}
        />
      </ScrollRegion>
    </Card>
  );
}
