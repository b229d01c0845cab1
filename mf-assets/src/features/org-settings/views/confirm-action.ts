/**
 * Asks before an action that changes who may sign in (deactivate, reactivate, revoke):
 * antd's confirm dialog; the action runs on OK, and what it throws lands in `error`.
 */
import { useState } from 'react';
import { App } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { messageOf } from './view-parts';

export interface ConfirmRequest {
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

export function useConfirmAction() {
  const { t } = useTranslation('assets');
  const { modal } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const ask = ({ title, content, okText, danger = false, run }: ConfirmRequest) => {
    setError(null);
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText: t('common.cancel'),
      onOk: () => run().catch((failure: unknown) => setError(messageOf(failure))),
    });
  };
  return { ask, error, setError };
}
