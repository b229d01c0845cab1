/** Asset tag setup: the tag rules with each one's next tag, and the QR label printer. */
import { ORG_PERMISSIONS, type TagRule } from '@itam/shared/contracts';
import { Button, Flex } from '@itam/shared/antd';
import { Table } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate } from '@itam/shared/router';
import { selectCompanyRoles, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { EmptyState, ScrollRegion } from '@itam/shared/ui';
import { answerOf } from '../../../common/assets-api';
import { useGetTagRulesQuery } from '../api/get-tag-rules';
import { settingsPath } from '../settings-path';
import { LabelPrinter } from './label-printer';
import { LoadFailed } from './view-parts';

/** The rule's scope in words: 'Laptop at Pune', 'Any type at any branch'. */
export function useScopeText() {
  const { t } = useTranslation('assets');
  return (rule: Pick<TagRule, 'assetType' | 'branch'>) =>
    t('org.tags.scope', {
      type: rule.assetType?.name ?? t('org.tags.anyType'),
      branch: rule.branch?.name ?? t('org.tags.anyBranch'),
    });
}

export default function TagSetupView() {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ORG_PERMISSIONS.tagEdit);
  const rules = answerOf(useGetTagRulesQuery());
  // The printer searches the asset register, which asset management's API serves.
  const hasAssets = useAppSelector(selectCompanyRoles).includes('asset-management');
  const scope = useScopeText();
  const navigate = useNavigate();
  return (
    <>
      <Card
        title={t('org.tags.rules')}
        style={{ marginBottom: 16 }}
        extra={
          canEdit ? (
            <Button onClick={() => navigate(settingsPath('asset_tag_setup', 'tag-setup'))}>
              {t('org.tags.editRules')}
            </Button>
          ) : null
        }
      >
        {rules.error ? (
          <LoadFailed error={rules.error} onRetry={rules.retry} />
        ) : (
          <ScrollRegion label={t('org.tags.rules')}>
            <Table<TagRule>
              rowKey="_id"
              size="small"
              loading={rules.loading}
              dataSource={rules.data ?? []}
              pagination={false}
              locale={{ emptyText: <EmptyState compact title={t('org.tags.empty')} /> }}
              columns={[
                {
                  key: 'scope',
                  title: t('org.tags.appliesTo'),
                  render: (_: unknown, rule: TagRule) => scope(rule),
                },
                { key: 'prefix', title: t('org.tags.prefix'), dataIndex: 'prefix' },
                { key: 'next', title: t('org.tags.nextTag'), dataIndex: 'nextTag' },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
      {hasAssets ? (
        <Card title={t('org.labels.title')}>
          <Flex vertical gap={8}>
            <span>{t('org.labels.description')}</span>
            <LabelPrinter />
          </Flex>
        </Card>
      ) : null}
    </>
  );
}
