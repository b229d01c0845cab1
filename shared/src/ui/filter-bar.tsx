/**
 * The row of filters above a list: the screen's own controls (search, selects), how many
 * filters are set with a 'Reset filters' button, a spinner while results reload, and
 * actions on the right (column chooser, export). A search landmark, so screen-reader users
 * can jump to it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Button, ConfigProvider, Flex, Spin } from '../antd';
import { Text } from './plain-text';

export interface FilterBarProps {
  /** Accessible name of the search landmark, e.g. 'Search and filter assets'. */
  label: string;
  /** The filter controls. */
  children: ReactNode;
  /** Filters currently set; from 1 up, the count and 'Reset filters' show. */
  activeCount?: number;
  onReset?: () => void;
  /** Results are reloading for the current filters. */
  loading?: boolean;
  /** Every control inside is disabled (e.g. while the list cannot load). */
  disabled?: boolean;
  /** Actions on the right. */
  extra?: ReactNode;
}

export function FilterBar({
  label,
  children,
  activeCount = 0,
  onReset,
  loading = false,
  disabled = false,
  extra,
}: FilterBarProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="search"
      aria-label={label}
      aria-busy={loading || undefined}
      style={{ marginBottom: 16 }}
    >
      {/* componentDisabled reaches every antd control inside; the fieldset every native one. */}
      <ConfigProvider componentDisabled={disabled}>
        <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Flex wrap gap={8} align="center">
            {children}
            {/* Always present, so that assistive technology announces the count as it changes. */}
            <Text type="secondary" aria-live="polite">
              {activeCount > 0 ? t('filterBar.active', { count: activeCount }) : null}
            </Text>
            {activeCount > 0 && onReset ? (
              <Button onClick={onReset}>{t('filterBar.reset')}</Button>
            ) : null}
            {loading ? <Spin size="small" /> : null}
            {extra ? (
              // The actions wrap too: on a phone each one fits the window.
              <Flex gap={8} wrap align="center" style={{ marginInlineStart: 'auto' }}>
                {extra}
              </Flex>
            ) : null}
          </Flex>
        </fieldset>
      </ConfigProvider>
    </div>
  );
}
