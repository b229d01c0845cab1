/**
 * antd display widgets that are not cheap enough for `@itam/shared/antd` (which every
 * signed-in page loads): Card carries Tabs and with them a dropdown menu, Typography a
 * tooltip and a text area. A separate federated singleton, provided by the shell's build
 * like the others, so their common antd internals are one instance.
 */
export { Card, Divider, Layout, Progress, Result, Segmented, Typography } from 'antd';
