export { AppProviders, type AppProvidersProps } from './app-providers';
export {
  AssetStateTag,
  assetStateGroupOf,
  ASSET_STATE_GROUP_COLORS,
  type AssetStateGroup,
  type AssetStateTagProps,
} from './asset-state-tag';
export {
  ColumnChooser,
  DataTable,
  type ColumnChooserProps,
  type DataTableProps,
} from './data-table/lazy';
export {
  defineSelectableColumns,
  formatCellValue,
  loadSelectableColumns,
  mergeSelectableColumns,
  saveSelectableColumns,
  SELECTABLE_COLUMN_TYPES,
  toggleSelectableColumn,
  useSelectableColumns,
  valueAtPath,
  type SelectableColumn,
  type SelectableColumnDefinition,
  type SelectableColumnType,
} from './data-table/selectable-columns';
export { BaseProviders } from './base-providers';
export { cspNonce } from './csp-nonce';
export { ConfirmDeleteButton, type ConfirmDeleteButtonProps } from './confirm-delete-button';
export { DateInput, type DateInputProps } from './date-input';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { FilterBar, type FilterBarProps } from './filter-bar';
export {
  FormErrorSummary,
  issuesByField,
  type FormErrorItem,
  type FormErrorSummaryProps,
} from './form-error-summary';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './form-field';
export { InfoScreen, type InfoScreenProps } from './info-screen';
export { LanguageSwitch } from './language-switch';
export {
  EmployeeSelect,
  type EmployeeOption,
  type EmployeeSelectProps,
} from './employee-select-lazy';
export { LoadError, type LoadErrorProps } from './load-error';
export { ReadableTag, readableTagTextColor, type ReadableTagProps } from './readable-tag';
export { LoadingScreen, SPINNER_CSS, type LoadingScreenProps } from './loading-screen';
export { LoginForm } from './login-form-lazy';
export type { LoginFormProps, LoginFormValues } from './login-form';
export { FrameIcon, NavIcon } from './nav-icon';
export { RouterErrorFallback, routeErrorDetail } from './router-error-fallback';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Panel, type PanelProps } from './panel';
export {
  Paragraph,
  Text,
  Title,
  type ParagraphProps,
  type TextProps,
  type TitleProps,
} from './plain-text';
export { PermissionGate, type PermissionGateProps } from './permission-gate';
export { ScreenRoot, useScreenShown } from './screen-root';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region';
export {
  ForbiddenScreen,
  ModuleErrorScreen,
  ModuleNotEnabledScreen,
  NotFoundScreen,
  StatusScreen,
  UpdateRequiredScreen,
  type ModuleErrorScreenProps,
  type StatusScreenProps,
  type UpdateRequiredScreenProps,
} from './status-screen';
export {
  SubscriptionRequiredModal,
  type SubscriptionRequiredModalProps,
} from './subscription-required-modal';
export { useSearchedOptions, type SearchedOptions } from './use-searched-options';
export { useSubscriptionSummary } from './use-subscription-summary';
export { currentPlanText, purchasersText } from './subscription-text';
export { focusFirstError } from './focus-first-error';
export { composeTitle, useDocumentTitle } from './use-document-title';
