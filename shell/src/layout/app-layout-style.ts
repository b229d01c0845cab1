import { USER_MENU_CSS } from './user-menu-style';

/**
 * The signed-in frame's stylesheet (inlined once by AppLayout): header, side menu and
 * content in antd's light layout look, without antd's Layout and Menu (their menu,
 * overflow and positioning code is ~40 KB gzip on every signed-in page). Theme colours
 * come in as CSS variables set from the antd theme tokens on the root element. The header
 * keeps one row from 320 px up: the menu button never shrinks, the brand gives way, and
 * the user menu folds behind a button on narrow screens (user-menu.tsx).
 */
export const APP_LAYOUT_CSS = `
.itam-app{min-height:100vh;display:flex;flex-direction:column;background:var(--itam-bg-layout)}
.itam-app-header{display:flex;align-items:center;gap:16px;min-height:64px;padding:8px 24px;background:#fff;
  border-bottom:1px solid var(--itam-border)}
.itam-app-brand{flex:1;display:flex;align-items:center;gap:12px;min-width:0}
.itam-app-actions{display:flex;align-items:center;gap:16px;flex:none}
.itam-app-body{flex:1;display:flex;min-height:0}
.itam-app-sider{flex:0 0 240px;width:240px;background:#fff;border-inline-end:1px solid var(--itam-border);overflow:auto}
.itam-app-sider[hidden]{display:none}
.itam-app-content{flex:1;min-width:0;padding:24px}
.itam-app-toggle{flex:none;display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;padding:0;
  border:1px solid var(--itam-border-strong);border-radius:6px;background:#fff;color:inherit;font-size:16px;cursor:pointer}
.itam-app-toggle:hover{border-color:var(--itam-primary);color:var(--itam-link)}
.itam-app-toggle:focus-visible,.itam-nav-link:focus-visible{outline:2px solid var(--itam-link);outline-offset:-2px}
.itam-nav{padding:4px 0}
.itam-nav-group{margin:0;padding:0;list-style:none}
.itam-nav-title{padding:8px 16px;color:var(--itam-text-muted);font-size:14px;line-height:1.5715;margin:0;font-weight:400}
.itam-nav-list{margin:0;padding:0;list-style:none}
.itam-nav-link{display:flex;align-items:center;gap:10px;height:40px;margin:4px;padding:0 16px 0 24px;border-radius:8px;
  color:rgba(0,0,0,.88);text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;transition:background .2s}
.itam-nav-link:hover{background:rgba(0,0,0,.06);color:rgba(0,0,0,.88)}
.itam-nav-link[aria-current=page]{background:var(--itam-primary-bg);color:var(--itam-link)}
.itam-nav-link .anticon{font-size:14px;flex:none}
.itam-nav-label{overflow:hidden;text-overflow:ellipsis}
.itam-nav-count{margin-inline-start:auto;min-width:20px;padding:0 6px;border-radius:10px;background:var(--itam-link);
  color:#fff;font-size:12px;line-height:20px;text-align:center;flex:none}
.itam-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:pre}
@media (max-width:991.98px){
  .itam-app-body{position:relative}
  .itam-app-sider{position:absolute;inset-block:0;inset-inline-start:0;z-index:10;box-shadow:0 6px 16px rgba(0,0,0,.12)}
  .itam-app-content{padding:16px}
}
@media (max-width:480px){.itam-app-header{gap:8px;padding:8px 12px}.itam-app-brand{gap:8px}}
${USER_MENU_CSS}`;
