import {
  selectCurrentUser,
  selectRoleName,
  useAppDispatch,
  useAppSelector,
} from '@itam/shared/store';
import { Button, Space } from '@itam/shared/antd';
import { FrameIcon, Text } from '@itam/shared/ui';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { logoutRequested } from '../session/session.slice';

/** The signed-in user's first name and role, and a 'Log out' button. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectCurrentUser);
  const roleName = useAppSelector(selectRoleName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onLogout = () => {
    // Leave the protected screen first, so the logout does not send the visitor back to it after the next login.
    navigate('/', { replace: true });
    dispatch(logoutRequested());
  };
  return (
    <Space role="group" aria-label={t('auth.userMenu')} data-testid="user-menu">
      <FrameIcon name="user" />
      <Text data-testid="user-first-name">{user?.firstName}</Text>
      {roleName ? <Text type="secondary">{roleName}</Text> : null}
      <Button onClick={onLogout}>{t('auth.logOut')}</Button>
    </Space>
  );
}
