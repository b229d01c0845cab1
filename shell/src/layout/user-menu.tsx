/**
 * The signed-in user's corner of a header: first name and role, the language, 'Log out'
 * (and any links a layout adds, such as the public pages' 'Dashboard'). Plain HTML, so
 * both layouts use it. On a wide screen everything sits in the header's row; below
 * USER_MENU_NARROW it folds behind one button with the user's name, which opens it as a
 * panel under the header, so menu button, brand and user menu never overlap at 320 px.
 * It imports no antd (nor the kit's `ui` entry): the public pages use it too. Its styles
 * (user-menu-style.ts) are part of each layout's stylesheet.
 */
import {
  selectCurrentUser,
  selectRoleName,
  useAppDispatch,
  useAppSelector,
} from '@itam/shared/store';
import { LanguageSwitch } from '@itam/shared/ui-base';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { logoutRequested } from '../session/session.slice';

export interface UserMenuProps {
  /** The user's icon (the signed-in frame's; the public pages show none). */
  icon?: ReactNode;
  /** Links shown before 'Log out' (the public pages' 'Dashboard'). */
  children?: ReactNode;
}

export function UserMenu({ icon, children }: UserMenuProps) {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectCurrentUser);
  const roleName = useAppSelector(selectRoleName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const firstName = user?.firstName ?? '';

  // An open panel closes on a click or tap outside it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onLogout = () => {
    // Leave the protected screen first, so the logout does not send the visitor back to it after the next login.
    navigate('/', { replace: true });
    dispatch(logoutRequested());
  };

  return (
    <div
      ref={rootRef}
      className="itam-user"
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="itam-user-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('auth.userMenuOf', { name: firstName })}
        data-testid="user-menu-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className="itam-user-name">{firstName}</span>
      </button>
      <div
        id={panelId}
        className="itam-user-panel"
        role="group"
        aria-label={t('auth.userMenu')}
        data-testid="user-menu"
      >
        <span className="itam-user-who">
          {icon}
          <span data-testid="user-first-name" className="itam-user-name">
            {firstName}
          </span>
          {roleName ? <span className="itam-user-role">{roleName}</span> : null}
        </span>
        <LanguageSwitch />
        {children}
        <button type="button" className="itam-user-btn" onClick={onLogout}>
          {t('auth.logOut')}
        </button>
      </div>
    </div>
  );
}
