/** Below this width the user menu (user-menu.tsx) folds behind its button. */
export const USER_MENU_NARROW = '(max-width: 767.98px)';

/**
 * The user menu's styles, part of both layouts' stylesheets; `.itam-user-btn` is also the
 * look of the links a layout adds to the menu.
 */
export const USER_MENU_CSS = `
.itam-user{position:relative;display:flex;align-items:center;min-width:0}
.itam-user-toggle{display:none}
.itam-user-panel{display:flex;align-items:center;gap:16px}
.itam-user-who{display:inline-flex;align-items:center;gap:8px;min-width:0}
.itam-user-role{color:rgba(0,0,0,.62)}
.itam-user-btn,.itam-user-toggle{align-items:center;justify-content:center;gap:8px;min-height:32px;padding:0 15px;
  border:1px solid #d9d9d9;border-radius:6px;background:#fff;color:rgba(0,0,0,.88);font:inherit;cursor:pointer;
  text-decoration:none;white-space:nowrap}
.itam-user-btn{display:inline-flex}
.itam-user-btn:hover,.itam-user-toggle:hover{border-color:#33D7DB;color:#0a6f72}
.itam-user-btn:focus-visible,.itam-user-toggle:focus-visible{outline:2px solid #0a6f72;outline-offset:2px}
.itam-user-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
@media ${USER_MENU_NARROW}{
  .itam-user-toggle{display:inline-flex;max-width:40vw;padding:0 11px}
  .itam-user-panel{display:none;position:absolute;top:calc(100% + 8px);inset-inline-end:0;z-index:20;
    flex-direction:column;align-items:stretch;gap:12px;width:max-content;min-width:200px;max-width:calc(100vw - 24px);
    padding:12px;background:#fff;border:1px solid #d9d9d9;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.12)}
  .itam-user[data-open] .itam-user-panel{display:flex}
  .itam-user-who{flex-wrap:wrap}
}
`;
