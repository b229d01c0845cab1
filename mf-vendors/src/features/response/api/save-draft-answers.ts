/** PUT /vendor-response/:token/answers (or /vendor-form/...): a draft, saved over the round's earlier one. */
import {
  linkPath,
  type DraftAnswer,
  type LinkDoor,
  type SavedAnswersResponse,
} from '@itam/shared/contracts/vendors';
import { vendorsApi } from '../../../common/vendors-server-api';

const endpoint = vendorsApi.injectEndpoints({
  endpoints: (build) => ({
    saveDraftAnswers: build.mutation<
      SavedAnswersResponse,
      { token: string; door: LinkDoor; answers: DraftAnswer[] }
    >({
      query: ({ token, door, answers }) => ({
        url: `${linkPath(token, door)}/answers`,
        method: 'PUT',
        body: { answers },
      }),
    }),
  }),
});

export const { useSaveDraftAnswersMutation } = endpoint;
