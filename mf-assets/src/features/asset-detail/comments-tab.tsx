/** An asset's comments (comment.view); add and edit them with comment.edit. */
import type { AssetComment } from '@itam/shared/contracts';
import { Alert, Button, Empty, Flex, Skeleton } from '@itam/shared/antd';
import { LoadError } from '@itam/shared/ui';
import { Typography } from '@itam/shared/antd-display';
import { Input } from '@itam/shared/antd-data';
import { useIsAllowed } from '@itam/shared/store';
import { useState } from 'react';
import { useTranslation } from '@itam/shared/i18n';
import { formatDateTime } from '../../common/format';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { useAddCommentMutation } from './api/add-comment';
import { useEditCommentMutation } from './api/edit-comment';
import { useGetCommentsQuery } from './api/get-comments';

function CommentEditor({
  initial,
  label,
  okText,
  onSave,
  onCancel,
}: {
  initial: string;
  label: string;
  okText: string;
  onSave: (text: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('assets');
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(text.trim());
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Flex gap={8} justify="end">
        {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
        <Button type="primary" disabled={!text.trim()} loading={saving} onClick={save}>
          {okText}
        </Button>
      </Flex>
    </Flex>
  );
}

/** One comment: its text, who wrote it and when; or its editor while it is edited. */
function CommentItem({
  comment,
  canEdit,
  editing,
  onEditing,
  onSaveEdit,
}: {
  comment: AssetComment;
  canEdit: boolean;
  editing: boolean;
  onEditing: (on: boolean) => void;
  onSaveEdit: (text: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('assets');
  if (editing)
    return (
      <CommentEditor
        initial={comment.text}
        label={t('comments.editLabel')}
        okText={t('common.save')}
        onCancel={() => onEditing(false)}
        onSave={async (text) => {
          await onSaveEdit(text);
          onEditing(false);
        }}
      />
    );
  return (
    <>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
        {comment.text}
      </Typography.Paragraph>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">
          {t('comments.byAt', {
            who: comment.author?.name ?? t('activity.system'),
            when: formatDateTime(comment.createdAt, i18n.language),
          })}
          {comment.edited ? ` · ${t('comments.edited')}` : ''}
        </Typography.Text>
        {canEdit ? (
          <Button type="link" size="small" onClick={() => onEditing(true)}>
            {t('comments.edit')}
          </Button>
        ) : null}
      </Flex>
    </>
  );
}

export function CommentsTab({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.commentEdit);
  const comments = useGetCommentsQuery(assetId);
  const [addComment] = useAddCommentMutation();
  const [editComment] = useEditCommentMutation();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <Flex vertical gap={16}>
      {canEdit ? (
        <CommentEditor
          initial=""
          label={t('comments.newLabel')}
          okText={t('comments.add')}
          onSave={async (text) => {
            await addComment({ id: assetId, text }).unwrap();
          }}
        />
      ) : null}
      {comments.error ? (
        <LoadError title={t('comments.loadFailed')} onRetry={() => void comments.refetch()} />
      ) : !comments.data ? (
        <Skeleton active />
      ) : comments.data.length ? (
        <ul
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('comments.listLabel')}
        >
          {comments.data.map((comment) => (
            <li key={comment._id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <CommentItem
                comment={comment}
                canEdit={canEdit}
                editing={editing === comment._id}
                onEditing={(on) => setEditing(on ? comment._id : null)}
                onSaveEdit={(text) =>
                  editComment({ id: assetId, commentId: comment._id, text }).unwrap()
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('comments.empty')} />
      )}
    </Flex>
  );
}
