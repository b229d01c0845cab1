/**
 * The asset card's quick actions, each shown only to a role the API lets do it: audit it
 * now (condition, location, note: audit create), change its state (asset edit), assign
 * or unassign it (asset_assign_unassign), add a photo from the camera (image create).
 * Each goes through the asset register's own routes, then invalidates the asset's tags: the
 * card (and any other screen showing the asset) reads it again, with no callback passed in.
 * Offline they all need the server: shown disabled, with why.
 */
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  ASSET_STATES,
  AUDIT_CONDITIONS,
  type AssetDetail,
  type AssetState,
  type AuditCondition,
} from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { FormField } from '@itam/shared/ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { addPhoto } from '../../api/scanner-api';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { answerOf, assetTags, useInvalidate } from '../../common/scanner-api';
import { useScannerBranchesQuery } from '../sessions/api/get-branches';
import { useScannerAssignAssetMutation } from './api/assign-asset';
import { useScannerChangeStateMutation } from './api/change-state';
import { useScannerCreateAuditMutation } from './api/create-audit';
import { useScannerEmployeesQuery } from './api/get-employees';
import { useScannerUnassignAssetMutation } from './api/unassign-asset';

/** The device's today (YYYY-MM-DD), the day the action is done. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const errorText = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/** A states the state route takes here: not ASSIGNED (assigning names someone) nor DISPOSED (its own form). */
const STATE_CHOICES = ASSET_STATES.filter((s) => s !== 'ASSIGNED' && s !== 'DISPOSED');

/**
 * Online: the server's copy of the asset. Offline: that copy if the card had it, else what
 * the device knows (its id and state); either way every action waits for the server.
 */
export type QuickActionsProps =
  | { asset: AssetDetail; offline?: boolean }
  | { asset: null; known: { _id: string; state?: AssetState }; offline: true };

export function QuickActions(props: QuickActionsProps) {
  const { asset, offline = false } = props;
  const target = props.asset ?? props.known;
  const invalidate = useInvalidate();
  const photoAdded = () => invalidate(assetTags(target._id));
  const reasonId = useId();
  const { t } = useTranslation('scanner');
  const canAudit = useIsAllowed(SCANNER_PERMISSIONS.auditCreate);
  const canEdit = useIsAllowed(SCANNER_PERMISSIONS.assetEdit);
  const canAssign = useIsAllowed(SCANNER_PERMISSIONS.assign);
  const canPhoto = useIsAllowed(SCANNER_PERMISSIONS.imageCreate);
  const [open, setOpen] = useState<'audit' | 'state' | 'assign' | 'unassign' | null>(null);
  const close = () => setOpen(null);
  // The write invalidated the asset's tags: the card reads it again.
  const done = () => setOpen(null);
  const disposed = target.state === 'DISPOSED';
  if (!canAudit && !canEdit && !canAssign && !canPhoto) return null;
  const reason = offline ? reasonId : undefined;
  return (
    <section aria-label={t('actions.title')} style={{ marginTop: 16 }}>
      <Flex vertical gap={8}>
        {offline ? (
          <div id={reason}>
            <Alert type="info" showIcon title={t('actions.offline')} />
          </div>
        ) : null}
        {canAudit ? (
          <Button
            type="primary"
            block
            disabled={offline}
            aria-describedby={reason}
            onClick={() => setOpen('audit')}
          >
            {t('actions.audit')}
          </Button>
        ) : null}
        {canEdit && !disposed ? (
          <Button
            block
            disabled={offline}
            aria-describedby={reason}
            onClick={() => setOpen('state')}
          >
            {t('actions.state')}
          </Button>
        ) : null}
        {canAssign && !disposed ? (
          target.state === 'ASSIGNED' ? (
            <Button
              block
              disabled={offline}
              aria-describedby={reason}
              onClick={() => setOpen('unassign')}
            >
              {t('actions.unassign')}
            </Button>
          ) : (
            <Button
              block
              disabled={offline}
              aria-describedby={reason}
              onClick={() => setOpen('assign')}
            >
              {t('actions.assign')}
            </Button>
          )
        ) : null}
        {canPhoto ? (
          <AddPhoto assetId={target._id} onAdded={photoAdded} disabledBy={reason} />
        ) : null}
      </Flex>
      {asset && open === 'audit' ? <AuditNow asset={asset} onDone={done} onCancel={close} /> : null}
      {asset && open === 'state' ? (
        <ChangeState asset={asset} onDone={done} onCancel={close} />
      ) : null}
      {asset && open === 'assign' ? <Assign asset={asset} onDone={done} onCancel={close} /> : null}
      {asset && open === 'unassign' ? (
        <Unassign asset={asset} onDone={done} onCancel={close} />
      ) : null}
    </section>
  );
}

interface ActionProps {
  asset: AssetDetail;
  onDone: () => void;
  onCancel: () => void;
}

/** A dialog of one action: its fields, its refusal, OK sends. */
function ActionDialog({
  title,
  okText,
  onOk,
  onCancel,
  children,
}: {
  title: string;
  okText: string;
  onOk: () => Promise<void> | void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('scanner');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('actions.cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={async () => {
        setPending(true);
        setError(null);
        try {
          await onOk();
        } catch (failure) {
          setError(errorText(failure));
        } finally {
          setPending(false);
        }
      }}
    >
      {children}
      {error ? (
        <Alert role="alert" type="error" showIcon title={error} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}

function AuditNow({ asset, onDone, onCancel }: ActionProps) {
  const { t } = useTranslation('scanner');
  const user = useAppSelector(selectCurrentUser);
  const branches = answerOf(useScannerBranchesQuery());
  const [createAudit] = useScannerCreateAuditMutation();
  const [condition, setCondition] = useState<AuditCondition>('good');
  const [officeId, setOfficeId] = useState<string | undefined>(asset.officeId?._id);
  const [note, setNote] = useState('');
  const auditor = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '-';
  return (
    <ActionDialog
      title={t('audit.title')}
      okText={t('audit.save')}
      onCancel={onCancel}
      onOk={async () => {
        await createAudit({
          id: asset._id,
          body: {
            date: localToday(),
            auditorName: auditor.slice(0, 120),
            condition,
            ...(officeId && { officeId }),
            ...(note.trim() && { notes: note.trim() }),
          },
        }).unwrap();
        onDone();
      }}
    >
      <FormField label={t('audit.condition')} required>
        {(control) => (
          <Select
            {...control}
            style={{ width: '100%' }}
            value={condition}
            options={AUDIT_CONDITIONS.map((c) => ({ value: c, label: t(`conditions.${c}`) }))}
            onChange={(value: AuditCondition) => setCondition(value)}
          />
        )}
      </FormField>
      <FormField label={t('audit.location')}>
        {(control) => (
          <Select
            {...control}
            style={{ width: '100%' }}
            allowClear
            loading={branches.loading}
            value={officeId}
            placeholder={t('audit.locationPlaceholder')}
            options={(branches.data ?? []).map((b) => ({ value: b._id, label: b.name }))}
            onChange={(value?: string) => setOfficeId(value)}
          />
        )}
      </FormField>
      <FormField label={t('audit.note')}>
        {(control) => (
          <Input.TextArea
            {...control}
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}

function ChangeState({ asset, onDone, onCancel }: ActionProps) {
  const { t } = useTranslation('scanner');
  const { t: tc } = useTranslation('common');
  const [state, setState] = useState<AssetState | undefined>();
  const [changeState] = useScannerChangeStateMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      title={t('stateChange.title')}
      okText={t('stateChange.save')}
      onCancel={onCancel}
      onOk={async () => {
        if (!state) {
          setError(t('stateChange.required'));
          throw new Error(t('stateChange.required'));
        }
        await changeState({ id: asset._id, body: { state } }).unwrap();
        onDone();
      }}
    >
      <FormField label={t('stateChange.state')} required error={error}>
        {(control) => (
          <Select
            {...control}
            style={{ width: '100%' }}
            value={state}
            placeholder={t('stateChange.placeholder')}
            options={STATE_CHOICES.filter((s) => s !== asset.state).map((s) => ({
              value: s,
              label: tc(`assetStates.${s}`),
            }))}
            onChange={(value: AssetState) => {
              setState(value);
              setError(null);
            }}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}

function Assign({ asset, onDone, onCancel }: ActionProps) {
  const { t } = useTranslation('scanner');
  const employees = answerOf(useScannerEmployeesQuery());
  const [assignAsset] = useScannerAssignAssetMutation();
  const [employeeId, setEmployeeId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      title={t('assign.title')}
      okText={t('assign.save')}
      onCancel={onCancel}
      onOk={async () => {
        if (!employeeId) {
          setError(t('assign.required'));
          throw new Error(t('assign.required'));
        }
        await assignAsset({ id: asset._id, body: { employeeId, date: localToday() } }).unwrap();
        onDone();
      }}
    >
      <FormField label={t('assign.employee')} required error={error}>
        {(control) => (
          <Select
            {...control}
            style={{ width: '100%' }}
            loading={employees.loading}
            showSearch={{ optionFilterProp: 'label' }}
            value={employeeId}
            placeholder={t('assign.placeholder')}
            options={(employees.data ?? []).map((e) => ({
              value: e._id,
              label: `${e.name} (${e.id})`,
            }))}
            onChange={(value: string) => {
              setEmployeeId(value);
              setError(null);
            }}
          />
        )}
      </FormField>
    </ActionDialog>
  );
}

function Unassign({ asset, onDone, onCancel }: ActionProps) {
  const { t } = useTranslation('scanner');
  const [unassignAsset] = useScannerUnassignAssetMutation();
  return (
    <ActionDialog
      title={t('unassign.title')}
      okText={t('unassign.save')}
      onCancel={onCancel}
      onOk={async () => {
        await unassignAsset({ id: asset._id, body: { date: localToday() } }).unwrap();
        onDone();
      }}
    >
      <p>{t('unassign.text', { name: asset.employee?.name ?? '' })}</p>
    </ActionDialog>
  );
}

/**
 * A photo from the phone's rear camera (or a file), checked against the server's limits
 * first; `disabledBy`: the id of the text saying why it cannot be added now (offline).
 */
function AddPhoto({
  assetId,
  onAdded,
  disabledBy,
}: {
  assetId: string;
  onAdded: () => void;
  disabledBy?: string | undefined;
}) {
  const { t } = useTranslation('scanner');
  const input = useRef<HTMLInputElement | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const take = async (file: File | undefined) => {
    if (!file) return;
    if (!(ASSET_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setMessage({ type: 'error', text: t('photo.badType') });
      return;
    }
    if (file.size > ASSET_IMAGE_MAX_BYTES) {
      setMessage({
        type: 'error',
        text: t('photo.tooBig', { mb: ASSET_IMAGE_MAX_BYTES / 1024 / 1024 }),
      });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      await addPhoto(assetId, file);
      setMessage({ type: 'success', text: t('photo.added') });
      onAdded();
    } catch (failure) {
      setMessage({ type: 'error', text: errorText(failure) });
    } finally {
      setPending(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('photo.input')}
        onChange={(event) => void take(event.target.files?.[0])}
      />
      <Button
        block
        loading={pending}
        disabled={!!disabledBy}
        aria-describedby={disabledBy}
        onClick={() => input.current?.click()}
      >
        {t('photo.add')}
      </Button>
      {message ? <Alert role="status" type={message.type} showIcon title={message.text} /> : null}
    </>
  );
}
