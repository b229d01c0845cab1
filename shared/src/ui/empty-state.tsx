/**
 * What a list, table or panel shows when it has nothing: a picture, a title, an optional
 * explanation and the action that fills it (Add asset, Clear filters).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Empty, Flex } from '../antd';
import { Text } from './plain-text';

export interface EmptyStateProps {
  /** 'Nothing here yet' by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** The action that fills the list, e.g. an 'Add asset' button. */
  action?: ReactNode;
  /** Small picture and spacing, for inside tables, cards and drawers. */
  compact?: boolean;
}

export function EmptyState({ title, description, action, compact = false }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Empty
      data-testid="empty-state"
      image={compact ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
      style={{ padding: compact ? 8 : 32, marginInline: 0 }}
      description={
        <Flex vertical gap={4} align="center">
          <Text strong>{title ?? t('emptyState.title')}</Text>
          {description ? (
            <Text type="secondary" style={{ maxWidth: 480 }}>
              {description}
            </Text>
          ) : null}
        </Flex>
      }
    >
      {action}
    </Empty>
  );
}
