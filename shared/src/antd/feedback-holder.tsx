/**
 * Mounted by the kit's `App` (app.tsx) on the first message, notification or dialog:
 * antd's hook APIs and their holders, rendered inside the theme so toasts and dialogs
 * get the product's colours and locale.
 */
import type { NotificationArgsProps } from 'antd';
import { useEffect } from 'react';
import type { AntdFeedbackApis } from './app';
import { Modal, message, notification as antdNotification } from './overlay';

export default function FeedbackHolder({
  notification,
  onReady,
}: {
  notification?: Pick<NotificationArgsProps, 'placement' | 'duration'>;
  onReady: (apis: AntdFeedbackApis) => void;
}) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = antdNotification.useNotification(notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
