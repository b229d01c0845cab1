/**
 * `/vendor-response/:token` (public, both public tables): the vendor answers its
 * questionnaire without an account. The draft is saved as it goes, so the vendor may leave
 * and come back through the same link; once sent, the confirmation shows in place
 * (`/responseSubmitted` is a signed-in route). The shell's public layout has no antd theme
 * (it loads no antd), so the page brings the kit's own, as the login page does: without it
 * antd's defaults drew secondary text and the primary button under AA contrast.
 */
import { useState } from 'react';
import { useParams } from '@itam/shared/router';
import { AppThemeProvider } from '@itam/shared/theme';
import { ScreenRoot } from '@itam/shared/ui';
import { SubmittedNotice } from '../submitted/submitted-notice';
import { LinkResponse } from './link-response';

export function VendorResponseScreen() {
  const { token = '' } = useParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AppThemeProvider>
      <ScreenRoot remoteId="vendors">
        <div style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
          {sentTo !== null ? (
            <SubmittedNotice companyName={sentTo} />
          ) : (
            <LinkResponse token={token} onSubmitted={(form) => setSentTo(form.companyName)} />
          )}
        </div>
      </ScreenRoot>
    </AppThemeProvider>
  );
}

export default VendorResponseScreen;
