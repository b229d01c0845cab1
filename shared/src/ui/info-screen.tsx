import { useTranslation } from '../i18n';
import { AppThemeProvider } from '../theme';
import type { RemoteId } from '../contracts/remote-module';
import { PageHeader } from './page-header';
import { ScreenRoot } from './screen-root';

export interface InfoScreenProps {
  remoteId: RemoteId;
  /** i18n namespace of the remote. */
  namespace: string;
  /** Key under `screens.` in that namespace: `screens.<key>.title` and `.description`. */
  screenKey: string;
}

/**
 * A minimal screen: translated title and a short description of what the screen is for.
 * It brings the theme along: a remote's placeholder route loads it in a chunk of its own
 * whose antd theme hook does not see the frame's ConfigProvider, so its description was
 * drawn in antd's default grey (3.4:1 on white) instead of the theme's (WCAG AA).
 */
export function InfoScreen({ remoteId, namespace, screenKey }: InfoScreenProps) {
  const { t } = useTranslation(namespace);
  return (
    <AppThemeProvider>
      <ScreenRoot remoteId={remoteId}>
        <PageHeader
          title={t(`screens.${screenKey}.title`)}
          description={t(`screens.${screenKey}.description`)}
        />
      </ScreenRoot>
    </AppThemeProvider>
  );
}
