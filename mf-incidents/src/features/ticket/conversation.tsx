/**
 * A ticket's conversation: public replies, and internal notes for the desk (shown apart),
 * then the form to add one (the desk chooses who sees it; an empty message is refused
 * before sending; a refused one stays in the box to send again). A closed ticket takes no more.
 */
import { useState } from 'react';
import { Button } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Panel, Paragraph, Text } from '@itam/shared/ui';
import type { TicketDetail as Ticket } from '@itam/shared/contracts/incidents';
import { useDateTime } from './ticket-labels';

export function Conversation({
  ticket,
  agent,
  closed,
  onSend,
  sending,
}: {
  ticket: Ticket;
  agent: boolean;
  closed: boolean;
  /** Resolves true once sent: only then is the box emptied. */
  onSend: (body: string, visibility: 'public' | 'internal') => Promise<boolean>;
  sending: boolean;
}) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<'public' | 'internal'>('public');
  const [empty, setEmpty] = useState(false);
  return (
    <Panel title={t('conversation.title')}>
      {ticket.messages.length ? (
        <ol
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('conversation.title')}
        >
          {ticket.messages.map((m) => (
            <li
              key={m._id}
              style={{
                padding: 8,
                marginBottom: 8,
                borderRadius: 6,
                background: m.visibility === 'internal' ? '#fffbe6' : '#f5f5f5',
              }}
            >
              <Text strong>{m.author?.name ?? t('history.system')}</Text>{' '}
              <Text type="secondary">
                {when(m.createdAt)}
                {m.visibility === 'internal' ? ` · ${t('conversation.internal')}` : ''}
              </Text>
              <Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.body}</Paragraph>
            </li>
          ))}
        </ol>
      ) : (
        <Text type="secondary">{t('conversation.empty')}</Text>
      )}
      {closed ? (
        <Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('conversation.closed')}
        </Paragraph>
      ) : (
        <form
          style={{ marginTop: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) {
              setEmpty(true);
              return;
            }
            setEmpty(false);
            void onSend(body.trim(), visibility).then((sent) => {
              if (sent) setBody('');
            });
          }}
        >
          {agent ? (
            <Radio.Group
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as 'public' | 'internal')}
              aria-label={t('conversation.visibility')}
              style={{ marginBottom: 8 }}
            >
              <Radio value="public">{t('conversation.public')}</Radio>
              <Radio value="internal">{t('conversation.internalNote')}</Radio>
            </Radio.Group>
          ) : null}
          <Input.TextArea
            aria-label={t('conversation.message')}
            value={body}
            maxLength={10_000}
            rows={3}
            status={empty ? 'error' : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {empty ? (
            <Text type="danger" role="alert">
              {t('conversation.required')}
            </Text>
          ) : null}
          <div style={{ marginTop: 8 }}>
            <Button htmlType="submit" type="primary" loading={sending}>
              {visibility === 'internal' ? t('conversation.addNote') : t('conversation.send')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
