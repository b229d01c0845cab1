import { useTranslation } from '../i18n';
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

/** A minimal screen: translated title and a short description of what the screen is for. */
export function InfoScreen({ remoteId, namespace, screenKey }: InfoScreenProps) {
  const { t } = useTranslation(namespace);
  return (
    <ScreenRoot remoteId={remoteId}>
      <PageHeader
        title={t(`screens.${screenKey}.title`)}
        description={t(`screens.${screenKey}.description`)}
      />
    </ScreenRoot>
  );
}
