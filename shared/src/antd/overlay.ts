/**
 * antd overlays: dialogs, menus, popovers, tooltips and toasts. Their positioning engine
 * (trigger) and motion code are a large part of antd, and a page shows none of them until
 * the user acts, so they are their own federated singleton, apart from the light core
 * `@itam/shared/antd`. `App.useApp()` (core) loads this entry on its first message,
 * notification or confirm.
 */
export { Dropdown, Menu, Modal, Popover, Tooltip, message, notification } from 'antd';
