/**
 * `/create-ticket`: a requester raises an incident. The asset it concerns is picked from
 * the requester's own assets first (or any by tag or serial), with its state and the
 * tickets already open on it; screenshots or files are checked before sending (type and
 * size, each refusal naming the file), then uploaded once the ticket exists. The server's
 * 400 names a field: the message shows under it. Done: the ticket's number and a link.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Result } from '@itam/shared/antd-display';
import { Input, Select } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, FormField, PageHeader, Panel, ScreenRoot } from '@itam/shared/ui';
import {
  ATTACHMENTS_PER_TICKET,
  LEVELS,
  type Level,
  type TicketDetail,
} from '@itam/shared/contracts/incidents';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useUploadAttachmentMutation } from '../ticket/api/upload-attachment';
import { useCreateTicketMutation } from './api/create-ticket';
import { AttachmentInput } from './attachment-input';
import { AssetPicker } from './asset-picker';
import { requestStatusHref } from '../ticket/ticket-links';

interface Draft {
  title: string;
  description: string;
  urgency: Level;
  impact: Level;
  assetId: string | null;
  files: File[];
}

const EMPTY: Draft = {
  title: '',
  description: '',
  urgency: 3,
  impact: 3,
  assetId: null,
  files: [],
};

interface Created {
  ticket: TicketDetail;
  failedFiles: string[];
}

/** The draft, its errors and its sending: the ticket first, then its files one by one. */
function useRaiseTicket() {
  const { t } = useTranslation('incidents');
  const [createTicket] = useCreateTicketMutation();
  const [uploadAttachment] = useUploadAttachmentMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.title.trim()) {
      setErrors({ title: t('create.titleRequired') });
      document.getElementById('ticket-title')?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const ticket = await createTicket({
        title: draft.title.trim(),
        description: draft.description.trim(),
        urgency: draft.urgency,
        impact: draft.impact,
        assetId: draft.assetId,
      }).unwrap();
      const failedFiles: string[] = [];
      for (const file of draft.files)
        try {
          await uploadAttachment({ ticketId: ticket._id, file }).unwrap();
        } catch (problem) {
          failedFiles.push(
            `${file.name}: ${problem instanceof Error ? problem.message : String(problem)}`,
          );
        }
      setCreated({ ticket, failedFiles });
      setDraft(EMPTY);
    } catch (problem) {
      const issues = isApiError(problem) ? problem.issues : [];
      const byField: Record<string, string> = {};
      for (const issue of issues) {
        const field = issue.field.replace(/^body\./, '');
        byField[field] ??= issue.message;
      }
      setErrors(byField);
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  return { draft, set, errors, failure, busy, created, setCreated, submit };
}

type Raising = ReturnType<typeof useRaiseTicket>;

export function CreateTicketScreen() {
  const { t } = useTranslation('incidents');
  const canCreate = useIsAllowed(INCIDENT_PERMISSIONS.ticketCreate);
  const raising = useRaiseTicket();
  return (
    <ScreenRoot remoteId="incidents">
      <PageHeader
        title={t('screens.createTicket.title')}
        description={t('screens.createTicket.description')}
      />
      {!canCreate ? (
        <EmptyState title={t('create.notAllowed')} />
      ) : raising.created ? (
        <CreatedResult created={raising.created} onAnother={() => raising.setCreated(null)} />
      ) : (
        <TicketForm raising={raising} />
      )}
    </ScreenRoot>
  );
}

/** The ticket raised: its number, the files that could not be attached, where to follow it. */
function CreatedResult({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const { t } = useTranslation('incidents');
  return (
    <Result
      status={created.failedFiles.length ? 'warning' : 'success'}
      title={t('create.done', { number: created.ticket.number })}
      subTitle={
        created.failedFiles.length ? (
          <Flex vertical>
            {t('create.someFilesFailed')}
            {created.failedFiles.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </Flex>
        ) : (
          t('create.doneHint')
        )
      }
      extra={[
        <Link key="open" to={requestStatusHref(created.ticket._id)}>
          {t('create.follow')}
        </Link>,
        <Button key="again" onClick={onAnother}>
          {t('create.another')}
        </Button>,
      ]}
    />
  );
}

function TicketForm({ raising }: { raising: Raising }) {
  const { t } = useTranslation('incidents');
  const { draft, set, errors, failure, busy, submit } = raising;
  return (
    <Panel>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('create.formLabel')}>
        {failure ? (
          <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <FormField label={t('create.title')} id="ticket-title" required error={errors.title}>
          <Input
            id="ticket-title"
            value={draft.title}
            maxLength={200}
            status={errors.title ? 'error' : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
        </FormField>
        <FormField
          label={t('create.description')}
          id="ticket-description"
          error={errors.description}
        >
          <Input.TextArea
            id="ticket-description"
            rows={5}
            maxLength={10_000}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <FormField label={t('create.asset')} id="ticket-asset" error={errors.assetId}>
          <AssetPicker
            id="ticket-asset"
            value={draft.assetId}
            onChange={(asset) => set({ assetId: asset?._id ?? null })}
            ticketHref={requestStatusHref}
          />
        </FormField>
        <LevelFields draft={draft} set={set} errors={errors} />
        <FormField label={t('attachments.label')} id="ticket-files">
          <AttachmentInput
            id="ticket-files"
            files={draft.files}
            max={ATTACHMENTS_PER_TICKET}
            onChange={(files) => set({ files })}
          />
        </FormField>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('create.submit')}
        </Button>
      </form>
    </Panel>
  );
}

/** How urgent the problem is and how much it stops: the ticket's priority comes of both. */
function LevelFields({ draft, set, errors }: Pick<Raising, 'draft' | 'set' | 'errors'>) {
  const { t } = useTranslation('incidents');
  return (
    <Flex gap={16} wrap>
      <FormField label={t('create.urgency')} id="ticket-urgency" error={errors.urgency}>
        <Select
          id="ticket-urgency"
          style={{ width: 200 }}
          value={draft.urgency}
          options={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          onChange={(urgency: Level) => set({ urgency })}
        />
      </FormField>
      <FormField label={t('create.impact')} id="ticket-impact" error={errors.impact}>
        <Select
          id="ticket-impact"
          style={{ width: 200 }}
          value={draft.impact}
          options={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
          onChange={(impact: Level) => set({ impact })}
        />
      </FormField>
    </Flex>
  );
}

export default CreateTicketScreen;
