/**
 * The public site's one stylesheet, injected by MarketingPage as a hoisted, de-duplicated
 * <style> (React 19). Plain CSS in a string rather than a .css import: no style-loader
 * runtime and no inline source map in the page chunk, which `/` pays for. System fonts
 * come from the shell; brand colours of SPEC.md section 9. Every image has its size set
 * and loading states reserve their space, so nothing shifts.
 */
export const MARKETING_CSS = `
.mk {
--mk-brand: #33d7db;
--mk-brand-soft: #e6fafa;
--mk-brand-dark: #0a6f72;
--mk-ink: #102a2c;
--mk-muted: #4a5b5c;
--mk-border: #d4e9ea;
--mk-bg-soft: #f4fbfb;
--mk-danger: #a8071a;
--mk-ok: #1d6b2f;
--mk-radius: 12px;
color: var(--mk-ink);
font-size: 16px;
line-height: 1.6;
}
.mk *, .mk *::before, .mk *::after { box-sizing: border-box; }
.mk h1, .mk h2, .mk h3 { line-height: 1.25; margin: 0 0 12px; }
.mk h1 { font-size: clamp(28px, 4.2vw, 44px); }
.mk h2 { font-size: clamp(22px, 3vw, 30px); }
.mk h3 { font-size: 18px; }
.mk p { margin: 0 0 12px; }
.mk a { color: var(--mk-brand-dark); }
.mk a:focus-visible, .mk button:focus-visible, .mk input:focus-visible, .mk select:focus-visible,
.mk textarea:focus-visible, .mk summary:focus-visible {
outline: 2px solid var(--mk-brand-dark);
outline-offset: 2px;
}
.mk-container { max-width: 1120px; margin: 0 auto; padding: 0 24px; }
.mk-section { padding: 56px 0; }
.mk-section--soft { background: var(--mk-bg-soft); }
.mk-lead { font-size: 18px; color: var(--mk-muted); max-width: 62ch; }
.mk-muted { color: var(--mk-muted); }
.mk-center { text-align: center; }
.mk-center .mk-lead { margin-left: auto; margin-right: auto; }
.mk-visually-hidden {
position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
/* In-page site navigation strip: scrolls sideways on phones, no menu script needed. */
.mk-sitenav { border-bottom: 1px solid var(--mk-border); background: #fff; }
.mk-sitenav ul {
display: flex; gap: 4px; list-style: none; margin: 0 auto; padding: 0 16px; max-width: 1120px;
overflow-x: auto; scrollbar-width: thin; white-space: nowrap;
}
.mk-sitenav a {
display: inline-block; padding: 12px 10px; color: var(--mk-ink); text-decoration: none; font-size: 15px;
border-bottom: 3px solid transparent;
}
.mk-sitenav a:hover { color: var(--mk-brand-dark); }
.mk-sitenav a[aria-current='page'] { border-bottom-color: var(--mk-brand); font-weight: 600; }
.mk-sitenav .mk-sitenav-cta { margin-left: auto; }
.mk-sitenav .mk-sitenav-cta a { color: var(--mk-brand-dark); font-weight: 600; }
/* Buttons (links and buttons look alike). */
.mk-btn {
display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px;
padding: 0 20px; border-radius: 8px; border: 1px solid #9fb7b8; background: #fff; color: var(--mk-ink);
font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
.mk .mk-btn { color: var(--mk-ink); }
.mk-btn:hover { border-color: var(--mk-brand-dark); }
.mk-btn--primary, .mk .mk-btn--primary { background: var(--mk-brand); border-color: var(--mk-brand); color: #06282a; }
.mk-btn--primary:hover { background: #5ee3e6; border-color: #5ee3e6; }
.mk-btn[disabled], .mk-btn[aria-disabled='true'] { opacity: .55; cursor: not-allowed; }
.mk-actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 20px; }
/* Hero */
.mk-hero { padding: 48px 0 56px; background: linear-gradient(180deg, var(--mk-brand-soft), #fff); }
.mk-hero-grid { display: grid; gap: 32px; align-items: center; }
.mk-hero-art { width: 100%; max-width: 520px; height: auto; justify-self: center; }
.mk-eyebrow { display: inline-block; font-size: 14px; font-weight: 600; color: var(--mk-brand-dark);
text-transform: uppercase; letter-spacing: .06em; margin-bottom: 8px; }
@media (min-width: 900px) { .mk-hero-grid { grid-template-columns: 1.1fr .9fr; } }
/* Cards and grids */
.mk-grid { display: grid; gap: 20px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); margin-top: 24px; }
.mk-grid--five { grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); }
.mk-card {
background: #fff; border: 1px solid var(--mk-border); border-radius: var(--mk-radius); padding: 20px;
display: flex; flex-direction: column; gap: 8px;
}
.mk-card h3 { margin: 0; }
.mk-card p { margin: 0; color: var(--mk-muted); }
.mk-card .mk-card-link { margin-top: auto; font-weight: 600; }
.mk-icon { width: 40px; height: 40px; flex: none; }
.mk-list { margin: 0; padding-left: 20px; }
.mk-list li { margin-bottom: 6px; }
.mk-checklist { list-style: none; padding: 0; margin: 0; }
.mk-checklist li { padding-left: 28px; position: relative; margin-bottom: 8px; }
.mk-checklist li::before {
content: ''; position: absolute; left: 4px; top: 7px; width: 12px; height: 7px;
border-left: 3px solid var(--mk-brand-dark); border-bottom: 3px solid var(--mk-brand-dark); transform: rotate(-45deg);
}
/* Numbered steps */
.mk-steps { list-style: none; padding: 0; margin: 24px 0 0; display: grid; gap: 20px;
grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); counter-reset: mk-step; }
.mk-steps li { counter-increment: mk-step; padding: 20px; border-radius: var(--mk-radius); background: #fff; border: 1px solid var(--mk-border); }
.mk-steps li::before {
content: counter(mk-step); display: inline-flex; width: 32px; height: 32px; border-radius: 50%;
align-items: center; justify-content: center; background: var(--mk-brand); color: #06282a; font-weight: 700; margin-bottom: 8px;
}
.mk-steps h3 { margin-bottom: 4px; }
.mk-steps p { margin: 0; color: var(--mk-muted); }
/* Call-to-action band */
.mk-cta { background: var(--mk-ink); color: #fff; border-radius: var(--mk-radius); padding: 32px; display: grid; gap: 12px; }
.mk-cta h2 { color: #fff; }
.mk-cta p { color: #cfe7e8; }
.mk-cta .mk-btn:not(.mk-btn--primary) { background: transparent; color: #fff; border-color: #cfe7e8; }
/* Stats */
.mk-stats { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); margin-top: 24px; }
.mk-stat { padding: 16px; border-left: 4px solid var(--mk-brand); background: #fff; }
.mk-stat strong { display: block; font-size: 20px; }
/* Prose: policies and long text */
.mk-prose { max-width: 760px; }
.mk-prose h2 { font-size: 22px; margin-top: 32px; }
.mk-prose ul { padding-left: 20px; }
.mk-toc { border: 1px solid var(--mk-border); border-radius: var(--mk-radius); padding: 16px 20px; background: var(--mk-bg-soft); }
.mk-toc ol { margin: 8px 0 0; padding-left: 20px; }
/* FAQ accordion: native details/summary */
.mk-faq { border-bottom: 1px solid var(--mk-border); }
.mk-faq summary { cursor: pointer; padding: 16px 0; font-weight: 600; list-style-position: outside; }
.mk-faq div { padding: 0 0 16px; color: var(--mk-muted); }
/* Forms */
.mk-form { display: grid; gap: 16px; max-width: 720px; }
.mk-form-grid { display: grid; gap: 16px; }
@media (min-width: 720px) { .mk-form-grid { grid-template-columns: 1fr 1fr; } .mk-form-grid .mk-span-2 { grid-column: span 2; } }
.mk-field { display: flex; flex-direction: column; gap: 6px; }
.mk-field label, .mk-fieldset legend { font-weight: 600; font-size: 15px; }
.mk-field input, .mk-field select, .mk-field textarea {
font: inherit; padding: 10px 12px; border: 1px solid #9fb7b8; border-radius: 8px; background: #fff; color: inherit; min-height: 44px; width: 100%;
}
.mk-field textarea { min-height: 120px; resize: vertical; }
.mk-field [aria-invalid='true'] { border-color: var(--mk-danger); }
.mk-hint { font-size: 14px; color: var(--mk-muted); margin: 0; }
.mk-error { font-size: 14px; color: var(--mk-danger); margin: 0; }
.mk-fieldset { border: 1px solid var(--mk-border); border-radius: 8px; padding: 12px 16px; margin: 0; }
.mk-choices { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); margin-top: 8px; }
.mk-check { display: flex; gap: 10px; align-items: flex-start; font-weight: 400; }
.mk-check input { width: 20px; height: 20px; min-height: 0; margin-top: 3px; flex: none; accent-color: var(--mk-brand-dark); }
.mk-alert { padding: 12px 16px; border-radius: 8px; border: 1px solid; }
.mk-alert--error { border-color: #ffa39e; background: #fff1f0; color: var(--mk-danger); }
.mk-alert--ok { border-color: #b7eb8f; background: #f6ffed; color: var(--mk-ok); }
.mk-alert--info { border-color: var(--mk-border); background: var(--mk-bg-soft); }
/* Pricing */
.mk-toggle { display: inline-flex; border: 1px solid #9fb7b8; border-radius: 999px; padding: 4px; gap: 4px; margin: 0; }
.mk-toggle label { position: relative; padding: 8px 16px; border-radius: 999px; cursor: pointer; font-weight: 600; }
.mk-toggle input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.mk-toggle label:has(input:checked) { background: var(--mk-brand); color: #06282a; }
.mk-toggle label:has(input:focus-visible) { outline: 2px solid var(--mk-brand-dark); outline-offset: 2px; }
.mk-plan { min-height: 300px; }
.mk-plan[data-selected='true'] { border-color: var(--mk-brand-dark); box-shadow: 0 0 0 2px var(--mk-brand) inset; }
.mk-price { font-size: 28px; font-weight: 700; color: var(--mk-ink); }
.mk-price small { font-size: 14px; font-weight: 400; color: var(--mk-muted); }
.mk-skeleton { background: linear-gradient(90deg, #eef6f6, #f8fcfc, #eef6f6); border-radius: var(--mk-radius); min-height: 300px; }
.mk-summary {
background: #fff; border-top: 1px solid var(--mk-border); padding: 16px 0; margin-top: 24px;
display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between;
}
.mk-table { width: 100%; border-collapse: collapse; }
.mk-table th, .mk-table td { text-align: left; padding: 10px 12px; border-bottom: 1px solid var(--mk-border); vertical-align: top; }
.mk-table-wrap { overflow-x: auto; position: relative; }
.mk-qty, .mk-field input.mk-qty { width: 96px; }
/* Footer */
.mk-footer { background: var(--mk-ink); color: #cfe7e8; padding: 40px 0 24px; margin-top: 0; }
.mk-footer a { color: #fff; text-decoration: none; }
.mk-footer a:hover { text-decoration: underline; }
.mk-footer-grid { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); }
.mk-footer h2 { font-size: 15px; color: #fff; margin-bottom: 8px; text-transform: uppercase; letter-spacing: .05em; }
.mk-footer ul { list-style: none; margin: 0; padding: 0; }
.mk-footer li { margin-bottom: 6px; }
.mk-footer-base { border-top: 1px solid #2c4a4c; margin-top: 24px; padding-top: 16px; font-size: 14px; }
@media (max-width: 560px) {
.mk-container { padding: 0 16px; }
.mk-section { padding: 40px 0; }
.mk-hero { padding: 32px 0 40px; }
.mk-cta { padding: 24px; }
.mk-actions .mk-btn { flex: 1 1 auto; }
}
@media (prefers-reduced-motion: no-preference) { .mk-btn { transition: background-color .15s, border-color .15s; } }
`;
