/**
 * GET /invitations/:token or GET /auth/password-reset/:token (public): who a one-time
 * link is for, as the screen greets them (a translation key and its values).
 */
import { fromApiCall } from '@itam/shared/store';
import { assetsApi } from '../../../common/assets-api';
import { lookUpInvitation, lookUpPasswordReset } from './admin-api';

export type LinkPurpose = 'invitation' | 'reset';

export interface LinkGreeting {
  greeting: string;
  values: Record<string, string>;
}

async function greetingOf(purpose: LinkPurpose, token: string): Promise<LinkGreeting> {
  if (purpose === 'invitation') {
    const { firstName, companyName, email } = await lookUpInvitation(token);
    return {
      greeting: 'org.invite.welcome',
      values: { name: firstName, company: companyName, email },
    };
  }
  return { greeting: 'org.reset.for', values: { email: (await lookUpPasswordReset(token)).email } };
}

const endpoint = assetsApi.injectEndpoints({
  endpoints: (build) => ({
    lookUpLink: build.query<LinkGreeting, { purpose: LinkPurpose; token: string }>({
      // One of two requests by the link's purpose; a used link is looked up again each visit.
      queryFn: ({ purpose, token }) => fromApiCall(() => greetingOf(purpose, token)),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLookUpLinkQuery } = endpoint;
