/**
 * POST /incidents/tickets/:id/attachments: one file's bytes as they are, its name in the
 * query and its type as the body's. The file is added to the kept ticket without a read.
 */
import { expectSuccess, http } from '@itam/shared/api';
import type { UploadedAttachment } from '@itam/shared/contracts/incidents';
import { fromApiCall } from '@itam/shared/store';
import type { TicketBase } from '../../../api/incidents-api';
import { incidentsApi } from '../../../common/incidents-server-api';
import { changeKeptTicket } from './get-ticket';

export interface UploadAttachmentArg {
  ticketId: string;
  file: File;
  mount?: TicketBase;
}

const endpoint = incidentsApi.injectEndpoints({
  endpoints: (build) => ({
    uploadAttachment: build.mutation<UploadedAttachment, UploadAttachmentArg>({
      // Not JSON: the base query sends no content type of the file's own.
      queryFn: ({ ticketId, file, mount = 'tickets' }) =>
        fromApiCall(async () => {
          const answer = await http.post<{ type: 'success'; attachment: UploadedAttachment }>(
            `/incidents/${mount}/${ticketId}/attachments`,
            file,
            { params: { fileName: file.name }, headers: { 'Content-Type': file.type } },
          );
          return expectSuccess(answer).attachment;
        }),
      async onQueryStarted({ ticketId }, lifecycle) {
        try {
          const { data } = await lifecycle.queryFulfilled;
          changeKeptTicket(lifecycle, ticketId, (ticket) => ({
            ...ticket,
            attachments: [...ticket.attachments, data],
          }));
        } catch {
          // The screen names the refused file from the write's own answer.
        }
      },
    }),
  }),
});

export const { useUploadAttachmentMutation } = endpoint;
