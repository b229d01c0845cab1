/**
 * GET /vendor-response/:token (public) or /vendor-form/:token (a member answering on the
 * vendor's behalf): the questionnaire a link opens, with the answers saved so far. 404
 * LINK_UNKNOWN, 410 LINK_EXPIRED / LINK_REVOKED, 409 LINK_USED.
 *
 * Not kept: the answers change with every draft saved from the form, so each visit reads
 * the link again (the hook asks for a read on every mount).
 */
import {
  linkPath,
  type LinkDoor,
  type LinkForm,
  type LinkFormResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi, type Ok } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    openLinkForm: build.query<LinkForm, { token: string; door: LinkDoor }>({
      query: ({ token, door }) => ({ url: linkPath(token, door) }),
      transformResponse: (answer: Ok<LinkFormResponse>) => answer.form,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The link's form, read again on every mount. */
export const useOpenLinkFormQuery = (args: { token: string; door: LinkDoor }) =>
  endpoint.useOpenLinkFormQuery(args, { refetchOnMountOrArgChange: true });
