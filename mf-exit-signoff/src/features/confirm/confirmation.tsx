/**
 * The confirmation after a signature, one layout for both: `/sign-off-suceess` after a
 * department's part and `/thanks-for-signing` after the authority's clearance. What was
 * signed comes in the location's state (absent when the page is opened directly).
 */
import type { ReactNode } from 'react';
import { Flex } from '@itam/shared/antd';
import { Result } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { ScreenRoot, Title } from '@itam/shared/ui';

export function Confirmation({
  screenKey,
  detail,
  actions,
}: {
  /** `screens.<key>.title` and `.description` of this remote's namespace. */
  screenKey: string;
  detail?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation('exit-signoff');
  return (
    <ScreenRoot remoteId="exit-signoff">
      <Result
        status="success"
        title={
          <Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t(`screens.${screenKey}.title`)}
          </Title>
        }
        subTitle={
          <>
            <span style={{ display: 'block' }}>{t(`screens.${screenKey}.description`)}</span>
            {detail ? <span style={{ display: 'block', marginTop: 8 }}>{detail}</span> : null}
          </>
        }
        extra={
          <Flex gap={16} wrap justify="center" align="center">
            {actions}
          </Flex>
        }
      />
    </ScreenRoot>
  );
}
