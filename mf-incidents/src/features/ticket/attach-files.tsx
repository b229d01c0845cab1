/**
 * Adds files to an existing ticket: each chosen file is checked (type, size, how many a
 * ticket holds) and uploaded at once; a refused or failed one is named with its reason.
 */
import { useState } from 'react';
import { Flex, Spin } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Text } from '@itam/shared/ui';
import {
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_TICKET,
  attachmentProblem,
  uploadAttachment,
  type TicketAttachment,
  type TicketBase,
} from '../../api/incidents-api';

export function AttachFiles({
  ticketId,
  count,
  mount,
  onAttached,
}: {
  ticketId: string;
  /** Files the ticket holds now. */
  count: number;
  mount: TicketBase;
  onAttached: (attachment: TicketAttachment) => void;
}) {
  const { t } = useTranslation('incidents');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = `attach-${ticketId}`;
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      <label htmlFor={id}>{t('attachments.add')}</label>
      <Flex gap={8} align="center" wrap>
        {/* A file input keeps its own width in a row: at 320 px it would push the page sideways. */}
        <input
          id={id}
          type="file"
          style={{ maxWidth: '100%', minWidth: 0 }}
          multiple
          disabled={busy}
          accept={ATTACHMENT_TYPES.join(',')}
          aria-describedby={`${id}-limits`}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            setBusy(true);
            void (async () => {
              const refused: string[] = [];
              let held = count;
              for (const file of chosen) {
                const problem = attachmentProblem(file);
                if (problem) refused.push(`${file.name}: ${t(problem)}`);
                else if (held >= ATTACHMENTS_PER_TICKET)
                  refused.push(
                    `${file.name}: ${t('attachments.tooMany', { max: ATTACHMENTS_PER_TICKET })}`,
                  );
                else
                  try {
                    onAttached(await uploadAttachment(ticketId, file, mount));
                    held += 1;
                  } catch (failure) {
                    refused.push(
                      `${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`,
                    );
                  }
              }
              setProblems(refused);
              setBusy(false);
            })();
          }}
        />
        {busy ? <Spin size="small" aria-label={t('attachments.uploading')} /> : null}
      </Flex>
      <Text type="secondary" id={`${id}-limits`}>
        {t('attachments.limits', { max: ATTACHMENTS_PER_TICKET })}
      </Text>
      {problems.length ? (
        <div role="alert">
          {problems.map((p) => (
            <Text key={p} type="danger" style={{ display: 'block' }}>
              {p}
            </Text>
          ))}
        </div>
      ) : null}
    </Flex>
  );
}
