/**
 * A delete button that asks first. A modal dialog rather than a popover: it takes focus,
 * keeps Tab inside, closes on Escape and gives focus back to the button, so the whole
 * flow works from the keyboard. Cancel has the initial focus: Enter right after opening
 * never deletes. A failed delete keeps the dialog open with the reason.
 */
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import type { ButtonProps } from 'antd';
import { Alert, Button } from '../antd';
import { DeleteOutlined } from '../antd/icons-frame';
import { LazyModal } from './lazy-antd';
import { Paragraph } from './plain-text';

export interface ConfirmDeleteButtonProps {
  /** Deletes. A rejected promise keeps the dialog open and shows the error's message. */
  onConfirm: () => void | Promise<unknown>;
  /** What is deleted: in the question ('Delete Dell Latitude 5420?') and the button's name. */
  itemName?: string;
  /** Text of the button; 'Delete' by default. */
  label?: string;
  /** Only the bin icon (table rows); the accessible name stays 'Delete <item>'. */
  iconOnly?: boolean;
  /** Under the question; 'This cannot be undone.' by default. */
  description?: ReactNode;
  disabled?: boolean;
  size?: ButtonProps['size'];
}

export function ConfirmDeleteButton({
  onConfirm,
  itemName,
  label,
  iconOnly = false,
  description,
  disabled = false,
  size,
}: ConfirmDeleteButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const text = label ?? t('confirmDelete.button');
  const name = itemName ? t('confirmDelete.buttonNamed', { name: itemName }) : text;

  const close = () => {
    if (pending) return;
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        danger
        size={size}
        disabled={disabled}
        icon={<DeleteOutlined aria-hidden />}
        aria-label={iconOnly || itemName ? name : undefined}
        title={iconOnly ? name : undefined}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {iconOnly ? null : text}
      </Button>
      {/* The dialog's code loads when it is first asked for (the kit's ui is on every page). */}
      {asked ? (
        <Suspense fallback={null}>
          <LazyModal
            open={open}
            title={
              itemName
                ? t('confirmDelete.title', { name: itemName })
                : t('confirmDelete.titleUnnamed')
            }
            onCancel={close}
            mask={{ closable: !pending }}
            keyboard={!pending}
            destroyOnHidden
            // After the dialog focused itself (autoFocus would fire before its portal is attached).
            afterOpenChange={(visible) => {
              if (visible) cancelRef.current?.focus();
            }}
            footer={[
              <Button key="cancel" ref={cancelRef} disabled={pending} onClick={close}>
                {t('confirmDelete.cancel')}
              </Button>,
              <Button
                key="delete"
                type="primary"
                danger
                loading={pending}
                onClick={() => void confirm()}
              >
                {t('confirmDelete.confirm')}
              </Button>,
            ]}
          >
            <Paragraph style={{ marginBottom: failure ? 12 : 0 }}>
              {description ?? t('confirmDelete.description')}
            </Paragraph>
            {failure ? (
              <Alert type="error" showIcon title={t('confirmDelete.failed', { reason: failure })} />
            ) : null}
          </LazyModal>
        </Suspense>
      ) : null}
    </>
  );
}
