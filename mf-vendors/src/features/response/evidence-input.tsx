/**
 * A file question's evidence: a native file input (keyboard and screen readers as the
 * browser gives them) whose files are checked for the server's types, size and count
 * before each is uploaded through the link at once; a refused or failed file is named
 * with its reason. This round's files are listed with a button to remove each; files sent
 * in an earlier round are listed apart, for reference.
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { Text } from '@itam/shared/ui';
import { EVIDENCE_PER_ANSWER, EVIDENCE_TYPES } from '@itam/shared/contracts/vendors';
import type { EvidenceFile, LinkDoor } from '@itam/shared/contracts/vendors';
import { deleteEvidence, evidenceProblem, uploadEvidence } from '../../api/vendors-api';

export interface EvidenceInputProps {
  id: string;
  token: string;
  door: LinkDoor;
  questionId: string;
  files: EvidenceFile[];
  earlierFiles: EvidenceFile[];
  onChange: (files: EvidenceFile[]) => void;
  describedBy?: string;
  invalid?: boolean;
}

const kb = (size: number) => Math.max(1, Math.round(size / 1024));

export function EvidenceInput(props: EvidenceInputProps) {
  const { id, token, door, questionId, files, earlierFiles, onChange } = props;
  const { t } = useTranslation('vendors');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function add(chosen: File[]) {
    const found: string[] = [];
    let kept = [...files];
    setBusy(true);
    for (const file of chosen) {
      const problem = evidenceProblem(file);
      if (problem) found.push(`${file.name}: ${t(problem)}`);
      else if (kept.length >= EVIDENCE_PER_ANSWER)
        found.push(`${file.name}: ${t('response.file.tooMany', { max: EVIDENCE_PER_ANSWER })}`);
      else {
        try {
          kept = [...kept, await uploadEvidence(token, questionId, file, door)];
          onChange(kept);
        } catch (failure) {
          found.push(`${file.name}: ${failure instanceof Error ? failure.message : ''}`);
        }
      }
    }
    setProblems(found);
    setBusy(false);
  }

  async function remove(file: EvidenceFile) {
    try {
      await deleteEvidence(token, file._id, door);
      onChange(files.filter((f) => f._id !== file._id));
      setProblems([]);
    } catch (failure) {
      setProblems([`${file.fileName}: ${failure instanceof Error ? failure.message : ''}`]);
    }
  }

  return (
    <Flex vertical gap={4}>
      <input
        id={id}
        type="file"
        multiple
        disabled={busy}
        accept={EVIDENCE_TYPES.join(',')}
        aria-describedby={[`${id}-limits`, props.describedBy].filter(Boolean).join(' ')}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(chosen);
        }}
      />
      <Text type="secondary" id={`${id}-limits`}>
        {t('response.file.limits', { max: EVIDENCE_PER_ANSWER })}
      </Text>
      {busy ? <Text role="status">{t('response.file.uploading')}</Text> : null}
      {problems.length ? (
        <div role="alert">
          {problems.map((p) => (
            <Text key={p} type="danger" style={{ display: 'block' }}>
              {p}
            </Text>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('response.file.uploaded')}>
          {files.map((f) => (
            <li key={f._id}>
              {f.fileName} ({t('response.file.size', { kb: kb(f.size) })}){' '}
              <Button
                size="small"
                type="link"
                onClick={() => void remove(f)}
                aria-label={t('response.file.remove', { name: f.fileName })}
              >
                {t('response.file.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {earlierFiles.length ? (
        <Text type="secondary">
          {t('response.file.earlier', { names: earlierFiles.map((f) => f.fileName).join(', ') })}
        </Text>
      ) : null}
    </Flex>
  );
}
