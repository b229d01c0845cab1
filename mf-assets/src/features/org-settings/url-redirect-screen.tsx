/**
 * `/url_redirect?tag=<tag>`: where a scanned QR label leads. A tag of the user's company
 * opens its asset; an unknown tag, or another company's (indistinguishable on purpose),
 * says so and offers a search of the company's assets.
 */
import { useState } from 'react';
import { isApiError } from '@itam/shared/api';
import { Alert, Button, Flex, Spin } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Navigate, useNavigate, useSearchParams } from '@itam/shared/router';
import { PageHeader, ScreenRoot } from '@itam/shared/ui';
import { answerOf } from '../../common/assets-api';
import { useResolveTagQuery } from './api/resolve-tag';

function SearchInstead({ initial }: { initial: string }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t('org.redirect.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`/assets?search=${encodeURIComponent(text.trim())}`);
      }}
    >
      <Flex gap={8}>
        <Input
          aria-label={t('org.redirect.searchLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" htmlType="submit">
          {t('org.redirect.search')}
        </Button>
      </Flex>
    </form>
  );
}

export default function UrlRedirectScreen() {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() ?? '';
  const found = answerOf(useResolveTagQuery(tag, { skip: !tag }));
  if (found.data) return <Navigate replace to={`/assets/edit/${found.data._id}`} />;
  const notFound = isApiError(found.rawError) && found.rawError.status === 404;
  return (
    <ScreenRoot remoteId="assets">
      <PageHeader
        title={t('screens.urlRedirect.title')}
        description={t('screens.urlRedirect.description')}
      />
      <Flex vertical gap={16}>
        {!tag ? <Alert type="info" showIcon title={t('org.redirect.noTag')} /> : null}
        {tag && found.loading ? <Spin aria-label={t('common.loading')} /> : null}
        {notFound ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('org.redirect.unknown', { tag })}
            description={t('org.redirect.unknownHint')}
          />
        ) : null}
        {found.error && !notFound ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('org.loadFailed')}
            description={found.error}
          />
        ) : null}
        {!found.loading ? <SearchInstead initial={tag} /> : null}
      </Flex>
    </ScreenRoot>
  );
}
