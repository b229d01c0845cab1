/**
 * Print labels: the A4 sheet of QR labels of some assets (POST /company/tag-labels, the
 * server's label PDF), downloaded as `asset-labels.pdf`; why it failed shows under the
 * button. Used on an asset's page, for the rows chosen in the asset list, in the tag setup's
 * label printer and for a purchase order's received assets. The server lets a role with
 * label printing (`on_asset.generate_tag` create) or tag setup view print.
 */
import { useState } from 'react';
import { downloadBlob, http } from '@itam/shared/api';
import { ORG_API_PATHS, ORG_PERMISSIONS } from '@itam/shared/contracts';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { QrcodeOutlined } from '@itam/shared/icons';
import { useIsAllowed } from '@itam/shared/store';
import { ASSET_PERMISSIONS } from './permissions';

const FILE_NAME = 'asset-labels.pdf';

/** POST /company/tag-labels: the PDF sheet of the assets' QR labels. */
export async function printTagLabels(assetIds: string[]): Promise<Blob> {
  return http.post<Blob>(ORG_API_PATHS.tagLabels, { assetIds }, { responseType: 'blob' });
}

/** True when the role may print labels (as the server decides). */
export function useCanPrintLabels(): boolean {
  const generate = useIsAllowed(ASSET_PERMISSIONS.generateTag);
  const tagView = useIsAllowed(ORG_PERMISSIONS.tagView);
  return generate || tagView;
}

const messageOf = (failure: unknown): string =>
  failure instanceof Error ? failure.message : String(failure);

export interface PrintLabelsButtonProps {
  assetIds: string[];
  /** The button's text; "Print N labels" by default. */
  label?: string;
  primary?: boolean;
}

export function PrintLabelsButton({ assetIds, label, primary = true }: PrintLabelsButtonProps) {
  const { t } = useTranslation('assets');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const print = async () => {
    setState({ busy: true, error: null });
    try {
      downloadBlob(await printTagLabels(assetIds), FILE_NAME);
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({ busy: false, error: messageOf(failure) });
    }
  };
  return (
    <Flex vertical gap={8}>
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<QrcodeOutlined aria-hidden />}
        disabled={!assetIds.length}
        loading={state.busy}
        onClick={() => void print()}
      >
        {label ?? t('org.labels.print', { count: assetIds.length })}
      </Button>
      {state.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('org.labels.failed')}
          description={state.error}
        />
      ) : null}
    </Flex>
  );
}
