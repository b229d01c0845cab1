/** The company's onboardings: checklist, assets, and the day-one hand-over once due. */
import { useState } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { formatDate, useTranslation } from '@itam/shared/i18n';
import { Panel, ReadableTag, Text } from '@itam/shared/ui';
import type { Onboarding } from '../../api/exits-api';
import { useStartDayOneMutation } from './api/start-day-one';

export function Onboardings({ items }: { items: Onboarding[] }) {
  const { t } = useTranslation('exit-signoff');
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('onboarding.listTitle')}</h2>}>
      {items.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((o) => (
            <OnboardingRow key={o._id} onboarding={o} />
          ))}
        </ul>
      ) : (
        <Text type="secondary">{t('onboarding.empty')}</Text>
      )}
    </Panel>
  );
}

function OnboardingRow({ onboarding }: { onboarding: Onboarding }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const [startDayOne] = useStartDayOneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `onboarding-${onboarding._id}`;
  const handOver = async () => {
    setFailure(null);
    setBusy(true);
    try {
      // The list reads the onboardings again (the write invalidates them).
      await startDayOne(onboarding._id).unwrap();
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
    }
  };
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex gap={8} wrap align="center">
        <h3 id={headingId} style={{ margin: 0, fontSize: 15 }}>
          {onboarding.employee.name} ({onboarding.employee.id})
        </h3>
        <ReadableTag color={onboarding.status === 'started' ? 'green' : 'blue'}>
          {t(`onboarding.status.${onboarding.status}`)}
        </ReadableTag>
        {onboarding.due ? <ReadableTag color="red">{t('onboarding.due')}</ReadableTag> : null}
      </Flex>
      <div>
        {t('onboarding.joiningOn', { date: formatDate(onboarding.joiningDate, i18n.language) })}
      </div>
      <div>
        {t('onboarding.assetList', {
          assets: onboarding.assets
            .map((a) => (a.tag ? `${a.name} (${a.tag})` : a.name))
            .join(', '),
        })}
      </div>
      <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
        {onboarding.checklist.map((c) => (
          <li key={c.key}>{t(`onboardingChecklist.${c.key}`, { defaultValue: c.label })}</li>
        ))}
      </ul>
      {onboarding.due ? (
        <Button type="primary" loading={busy} onClick={handOver}>
          {t('onboarding.handOver')}
        </Button>
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          title={t('onboarding.handOverFailed')}
          description={failure}
        />
      ) : null}
    </li>
  );
}
