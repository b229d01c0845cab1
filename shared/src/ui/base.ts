/**
 * `@itam/shared/ui-base`: the kit's UI that costs no antd, for the surfaces that must
 * stay light (the shell's start-up and public pages: `/` is budgeted at 150 KB gzip
 * JS). Everything here is also exported by `@itam/shared/ui`.
 */
export { BaseProviders, type AppProvidersProps } from './base-providers';
export { cspNonce } from './csp-nonce';
export { LanguageSwitch } from './language-switch';
export { LoadingScreen, SPINNER_CSS, type LoadingScreenProps } from './loading-screen';
export { RouterErrorFallback, routeErrorDetail } from './router-error-fallback';
export { ScreenRoot, useScreenShown } from './screen-root';
export { useSubscriptionSummary } from './use-subscription-summary';
export { currentPlanText, purchasersText } from './subscription-text';
export { focusFirstError } from './focus-first-error';
export { composeTitle, useDocumentTitle } from './use-document-title';
