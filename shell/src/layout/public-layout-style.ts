import { USER_MENU_CSS } from './user-menu-style';

/** The public layout's stylesheet (inlined once; the brand colours of SPEC.md section 9). */
export const PUBLIC_LAYOUT_CSS = `
.itam-pub{min-height:100vh;background:#fff;color:rgba(0,0,0,.88);
  font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','Noto Sans Devanagari',sans-serif;
  font-size:14px;line-height:1.5715}
.itam-pub-header{display:flex;align-items:center;gap:16px;min-height:64px;padding:8px 24px;border-bottom:1px solid #f0f0f0;flex-wrap:wrap}
.itam-pub-brand{flex:1;display:flex;align-items:center;min-width:0}
.itam-pub-actions{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.itam-pub-btn{display:inline-flex;align-items:center;justify-content:center;height:32px;padding:0 15px;border-radius:6px;
  border:1px solid #d9d9d9;background:#fff;color:rgba(0,0,0,.88);font:inherit;cursor:pointer;text-decoration:none}
.itam-pub-btn:hover{border-color:#33D7DB;color:#0a6f72}
.itam-pub-btn:focus-visible{outline:2px solid #0a6f72;outline-offset:2px}
.itam-pub-btn--primary{background:#33D7DB;border-color:#33D7DB;color:#06282a;font-weight:500}
.itam-pub-btn--primary:hover{background:#5ee3e6;border-color:#5ee3e6;color:#06282a}
.itam-pub-main{display:block}
@media (max-width:480px){.itam-pub-header{padding:8px 12px}}
${USER_MENU_CSS}`;
