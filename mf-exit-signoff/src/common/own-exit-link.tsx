/**
 * The leaving employee's own way into their exit: the address of /my-exit (which opens the
 * signed-in user's own exit), shown to HR to copy and send on for the exit interview. The
 * product mails nothing, and the menu offers /my-exit to no one (it would alarm staff who
 * are not leaving), so HR passes it on.
 */
import { useId, useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Panel, Text } from '@itam/shared/ui';
import { MY_EXIT } from '../routes';

/** The absolute address of /my-exit on this site. */
export const ownExitUrl = () => new URL(MY_EXIT.path, window.location.origin).toString();

export function OwnExitLink({ name }: { name: string }) {
  const { t } = useTranslation('exit-signoff');
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const url = ownExitUrl();
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <section aria-labelledby={headingId}>
      <Panel
        title={
          <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
            {t('ownLink.title')}
          </h2>
        }
      >
        <Flex vertical gap={8}>
          <Text>{t('ownLink.explain', { name })}</Text>
          <Input
            readOnly
            aria-label={t('ownLink.label')}
            value={url}
            onFocus={(e) => e.target.select()}
          />
          <Flex gap={16} align="center" wrap>
            <Button onClick={() => void copy()}>{t('ownLink.copy')}</Button>
            {copied ? <span role="status">{t('ownLink.copied')}</span> : null}
          </Flex>
        </Flex>
      </Panel>
    </section>
  );
}
