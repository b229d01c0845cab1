/**
 * Sending a vendor a questionnaire after its registration (or again, for a new review
 * round): one of the company's stored questionnaires, the standard one chosen first, sent
 * through the same invitation as "Register and send" (`POST /vendors/:id/invitations`),
 * whose link the panel then shows to copy. A link still open is revoked by the send, so
 * that is confirmed first.
 */
import { useState } from 'react';
import { Alert, App, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { FormField, LoadError, Text } from '@itam/shared/ui';
import type { QuestionnaireSummary, SentInvitation } from '@itam/shared/contracts/vendors';
import { answerOf } from '../../common/vendors-server-api';
import { useListQuestionnairesQuery } from './api/list-questionnaires';
import { useSendInvitationMutation } from './api/send-invitation';

export interface SendQuestionnaireProps {
  vendorId: string;
  vendorName: string;
  /** True while a link sent earlier is still open: the send revokes it. */
  replacesOpenLink: boolean;
  onSent: (sent: SentInvitation) => void;
  onClose: () => void;
}

const standardFirst = (list: QuestionnaireSummary[]) =>
  list.find((q) => q.isDefault)?._id ?? list[0]?._id ?? null;

export function SendQuestionnaire(props: SendQuestionnaireProps) {
  const { onClose } = props;
  const { t } = useTranslation('vendors');
  const questionnaires = answerOf(useListQuestionnairesQuery());

  if (questionnaires.error)
    return (
      <LoadError
        title={t('send.loadFailed')}
        description={questionnaires.error}
        onRetry={questionnaires.retry}
      />
    );
  if (!questionnaires.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const list = questionnaires.data;
  if (!list.length)
    return (
      <Flex gap={12} align="center" wrap>
        <Text type="secondary">{t('send.none')}</Text>
        <Link to={ROUTES.defaultForm}>{t('send.build')}</Link>
        <Button onClick={onClose}>{t('send.close')}</Button>
      </Flex>
    );
  return <SendForm {...props} questionnaires={list} />;
}

/** The questionnaire to send (the standard one first) and the send, confirmed when it revokes an open link. */
function SendForm({
  vendorId,
  vendorName,
  replacesOpenLink,
  onSent,
  onClose,
  questionnaires: list,
}: SendQuestionnaireProps & { questionnaires: QuestionnaireSummary[] }) {
  const { t } = useTranslation('vendors');
  const { modal } = App.useApp();
  const [sendInvitation] = useSendInvitationMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const questionnaireId = chosen ?? standardFirst(list)!;

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onSent(await sendInvitation({ vendorId, questionnaireId }).unwrap());
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('invitations.failed'));
    } finally {
      setBusy(false);
    }
  };
  const confirmAndSend = () => {
    if (!replacesOpenLink) return void send();
    modal.confirm({
      title: t('send.replaceTitle', { vendorName }),
      content: t('send.replaceText'),
      okText: t('send.replace'),
      okButtonProps: { danger: true },
      cancelText: t('invitations.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk: send,
    });
  };

  return (
    <Flex vertical gap={8}>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      <Flex gap={12} align="end" wrap>
        <QuestionnaireSelect list={list} value={questionnaireId} onChange={setChosen} />
        <Button type="primary" loading={busy} onClick={confirmAndSend}>
          {t('send.submit')}
        </Button>
        <Button disabled={busy} onClick={onClose}>
          {t('send.close')}
        </Button>
      </Flex>
    </Flex>
  );
}

function QuestionnaireSelect({
  list,
  value,
  onChange,
}: {
  list: QuestionnaireSummary[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('vendors');
  return (
    <div style={{ flex: '0 1 320px', minWidth: 0 }}>
      <FormField id="send-questionnaire" label={t('send.questionnaire')} hint={t('send.hint')}>
        <Select
          style={{ width: '100%' }}
          value={value}
          onChange={(id: string) => onChange(id)}
          options={list.map((q) => ({
            value: q._id,
            label: q.isDefault ? t('send.standard', { name: q.name }) : q.name,
          }))}
        />
      </FormField>
    </div>
  );
}
