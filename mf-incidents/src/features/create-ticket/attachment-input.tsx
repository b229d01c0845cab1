/**
 * Screenshots or files for a ticket: a native file input (keyboard and screen readers as
 * the browser gives them) whose choices are checked before anything is sent: the types
 * and size the server takes, and how many a ticket holds. A refused file is named with its
 * reason and left out; the kept ones are listed with a button to remove each.
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Text } from '@itam/shared/ui';
import { ATTACHMENT_TYPES } from '@itam/shared/contracts/incidents';
import { attachmentProblem } from '../../api/incidents-api';

export interface AttachmentInputProps {
  id?: string;
  files: File[];
  max: number;
  onChange: (files: File[]) => void;
}

export function AttachmentInput({ id, files, max, onChange }: AttachmentInputProps) {
  const { t } = useTranslation('incidents');
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <Flex vertical gap={4}>
      <input
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_TYPES.join(',')}
        aria-describedby={id ? `${id}-limits` : undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          const kept = [...files];
          const problems: string[] = [];
          for (const file of chosen) {
            const problem = attachmentProblem(file);
            if (problem) problems.push(`${file.name}: ${t(problem)}`);
            else if (kept.length >= max)
              problems.push(`${file.name}: ${t('attachments.tooMany', { max })}`);
            else kept.push(file);
          }
          setRefused(problems);
          onChange(kept);
          event.target.value = '';
        }}
      />
      <Text type="secondary" id={id ? `${id}-limits` : undefined}>
        {t('attachments.limits', { max })}
      </Text>
      {refused.length ? (
        <div role="alert">
          {refused.map((r) => (
            <Text key={r} type="danger" style={{ display: 'block' }}>
              {r}
            </Text>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('attachments.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <Text type="secondary">
                {t('attachments.size', { size: Math.max(1, Math.round(file.size / 1024)) })}
              </Text>{' '}
              <Button
                type="link"
                size="small"
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {t('attachments.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
