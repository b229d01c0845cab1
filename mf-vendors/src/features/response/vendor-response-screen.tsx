/**
 * `/vendor-response/:token` (public, both public tables): the vendor answers its
 * questionnaire without an account. The draft is saved as it goes, so the vendor may leave
 * and come back through the same link; once sent, the confirmation shows in place
 * (`/responseSubmitted` is a signed-in route).
 */
import { useState } from 'react';
import { useParams } from '@itam/shared/router';
import { ScreenRoot } from '@itam/shared/ui';
import { SubmittedNotice } from '../submitted/submitted-notice';
import { LinkResponse } from './link-response';

export function VendorResponseScreen() {
  const { token = '' } = useParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <ScreenRoot remoteId="vendors">
      <div style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
        {sentTo !== null ? (
          <SubmittedNotice companyName={sentTo} />
        ) : (
          <LinkResponse token={token} onSubmitted={(form) => setSentTo(form.companyName)} />
        )}
      </div>
    </ScreenRoot>
  );
}

export default VendorResponseScreen;
