/**
 * `/service-request`: the company's catalogue of request types (new access, software
 * install, hardware move...). Choosing one shows its own fields, rendered from the type's
 * definition; required ones are checked before sending and the server's `fields.<key>`
 * refusals show under their field. Sent: the request's number and where to follow it.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { Result } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  PageHeader,
  Panel,
  FormField,
  LoadError,
  EmptyState,
  ScreenRoot,
  Text,
} from '@itam/shared/ui';
import type { RequestType, TicketDetail } from '@itam/shared/contracts/incidents';
import { answerOf } from '../../common/incidents-server-api';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useCreateServiceRequestMutation } from './api/create-service-request';
import { useListRequestTypesQuery } from './api/list-request-types';
import { requestStatusHref } from '../ticket/ticket-links';
import { missingFields, RequestFields, type FieldValues } from './request-fields';

export function ServiceRequestScreen() {
  const { t } = useTranslation('incidents');
  const canCreate = useIsAllowed(INCIDENT_PERMISSIONS.ticketCreate);
  return (
    <ScreenRoot remoteId="incidents">
      <PageHeader
        title={t('screens.serviceRequest.title')}
        description={t('screens.serviceRequest.description')}
      />
      {canCreate ? <Catalogue /> : <EmptyState title={t('create.notAllowed')} />}
    </ScreenRoot>
  );
}

function Catalogue() {
  const { t } = useTranslation('incidents');
  const types = answerOf(useListRequestTypesQuery());
  const [typeId, setTypeId] = useState<string | null>(null);
  const [sent, setSent] = useState<TicketDetail | null>(null);
  if (types.error) return <LoadError title={types.error} onRetry={types.retry} />;
  if (!types.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const active = types.data.filter((x) => x.active);
  if (!active.length) return <EmptyState title={t('service.empty')} />;
  if (sent)
    return (
      <Sent
        request={sent}
        onAnother={() => {
          setSent(null);
          setTypeId(null);
        }}
      />
    );
  const chosen = active.find((x) => x._id === typeId) ?? null;
  return (
    <Flex vertical gap={16}>
      <Panel title={t('service.choose')}>
        <Radio.Group
          aria-label={t('service.choose')}
          value={typeId}
          onChange={(e) => setTypeId(String(e.target.value))}
        >
          <Flex vertical gap={8}>
            {active.map((type) => (
              <Radio key={type._id} value={type._id}>
                <Text strong>{type.name}</Text>
                {type.description ? (
                  <Text type="secondary" style={{ display: 'block' }}>
                    {type.description}
                  </Text>
                ) : null}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Panel>
      {chosen ? <RequestForm key={chosen._id} type={chosen} onSent={setSent} /> : null}
    </Flex>
  );
}

/** The request sent: its number, where to follow it, and the way to raise another. */
function Sent({ request, onAnother }: { request: TicketDetail; onAnother: () => void }) {
  const { t } = useTranslation('incidents');
  return (
    <Result
      status="success"
      title={t('service.done', { number: request.number })}
      extra={[
        <Link key="follow" to={requestStatusHref(request._id)}>
          {t('create.follow')}
        </Link>,
        <Button key="again" onClick={onAnother}>
          {t('service.another')}
        </Button>,
      ]}
    />
  );
}

/** The server's refusal by field (`fields.<key>` under its field): the first issue each. */
function fieldErrorsOf(problem: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  if (isApiError(problem))
    for (const issue of problem.issues) byField[issue.field] ??= issue.message;
  return byField;
}

function RequestForm({ type, onSent }: { type: RequestType; onSent: (t: TicketDetail) => void }) {
  const { t } = useTranslation('incidents');
  const [values, setValues] = useState<FieldValues>({});
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createServiceRequest] = useCreateServiceRequestMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(type.fields, values, (label) => t('service.required', { label }));
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const fields: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values))
        if (value !== null && value !== '') fields[key] = value;
      onSent(
        await createServiceRequest({
          requestTypeId: type._id,
          description: description.trim(),
          fields,
        }).unwrap(),
      );
    } catch (problem) {
      setErrors(fieldErrorsOf(problem));
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={type.name}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={type.name}>
        {failure ? (
          <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <RequestFields
          fields={type.fields}
          values={values}
          errors={errors}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
        <FormField id="request-description" label={t('service.notes')}>
          <Input.TextArea
            rows={3}
            maxLength={10_000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('service.submit')}
        </Button>
      </form>
    </Panel>
  );
}

export default ServiceRequestScreen;
