/**
 * Adds files to an existing ticket: each chosen file is checked (type, size, how many a
 * ticket holds) and uploaded at once; a refused or failed one is named with its reason.
 * An uploaded file joins the kept ticket (api/upload-attachment.ts).
 */
import { useState } from 'react';
import { Flex, Spin } from '@itam/shared/antd';
import { ATTACHMENT_TYPES, ATTACHMENTS_PER_TICKET } from '@itam/shared/contracts/incidents';
import { useTranslation } from '@itam/shared/i18n';
import { Text } from '@itam/shared/ui';
import { attachmentProblem, type TicketBase } from '../../api/incidents-api';
import { useUploadAttachmentMutation } from './api/upload-attachment';

/** Checks and uploads the chosen files one by one; the refused ones by name and reason. */
function useAttach(ticketId: string, count: number, mount: TicketBase) {
  const { t } = useTranslation('incidents');
  const [upload] = useUploadAttachmentMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  async function attach(chosen: File[]) {
    setBusy(true);
    const refused: string[] = [];
    let held = count;
    for (const file of chosen) {
      const problem = attachmentProblem(file);
      if (problem) refused.push(`${file.name}: ${t(problem)}`);
      else if (held >= ATTACHMENTS_PER_TICKET)
        refused.push(`${file.name}: ${t('attachments.tooMany', { max: ATTACHMENTS_PER_TICKET })}`);
      else
        try {
          await upload({ ticketId, file, mount }).unwrap();
          held += 1;
        } catch (failure) {
          refused.push(
            `${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`,
          );
        }
    }
    setProblems(refused);
    setBusy(false);
  }
  return { problems, busy, attach };
}

export function AttachFiles({
  ticketId,
  count,
  mount,
}: {
  ticketId: string;
  /** Files the ticket holds now. */
  count: number;
  mount: TicketBase;
}) {
  const { t } = useTranslation('incidents');
  const { problems, busy, attach } = useAttach(ticketId, count, mount);
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
            void attach(chosen);
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
