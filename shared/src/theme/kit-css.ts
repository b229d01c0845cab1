/**
 * What antd's own styles leave out for WCAG 2.2 AA from 320 px up, for every antd screen
 * (AppThemeProvider writes it once). Each rule starts at `body` so that it outranks
 * antd's `:where()`-scoped rules whatever order the two stylesheets load in.
 *
 * - Tab lists hold only tabs: the tabs of a top tab bar wrap onto a second line instead of
 *   hiding behind antd's 'more' button, a button inside the tab list (axe critical:
 *   aria-required-children). The selected tab is underlined by its own border, since the
 *   sliding ink bar cannot follow a tab onto another line.
 * - No page scrolls sideways: pagination and inline forms wrap.
 * - Touch targets of at least 24×24 CSS px (target-size): the password field's eye and an
 *   input's clear icon (overflowing their 22 px line, so the field keeps its height).
 */
export function kitCss(selectedTabColor: string): string {
  const tabs = 'body .ant-tabs-top>.ant-tabs-nav';
  return `
${tabs} .ant-tabs-nav-wrap{white-space:normal}
${tabs} .ant-tabs-nav-list{flex-wrap:wrap;flex:1 1 auto;min-width:0;column-gap:32px}
${tabs} .ant-tabs-tab+.ant-tabs-tab{margin-inline-start:0}
${tabs} .ant-tabs-ink-bar{display:none}
${tabs} .ant-tabs-tab-active{box-shadow:inset 0 -2px 0 ${selectedTabColor}}
body .ant-pagination{flex-wrap:wrap;row-gap:8px}
body .ant-form-inline .ant-form-item{max-width:100%}
body .ant-form-inline .ant-form-item-row{flex-wrap:wrap}
body .ant-form-inline .ant-form-item-control{max-width:100%}
body .ant-input-password-icon,body .ant-input-clear-icon{display:inline-flex;align-items:center;justify-content:center;
  min-width:24px;min-height:24px}
body .ant-input-suffix:has(>.ant-input-clear-icon,>.ant-input-password-icon){max-height:22px}
`;
}
