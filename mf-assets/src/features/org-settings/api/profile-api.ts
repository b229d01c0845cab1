/** Personal and company information, and the organisation's file uploads. */
import { expectSuccess, http, uploadWithTicket } from '@itam/shared/api';
import {
  ORG_API_PATHS,
  type CompanyFileStoredResponse,
  type CompanyFileUploadRequest,
  type CompanyFileUploadTicketResponse,
  type CompanyInfoInput,
  type CompanyInfoResponse,
  type OkResponse,
  type PasswordChangeInput,
  type PersonalInfoInput,
  type PersonalInfoResponse,
} from '@itam/shared/contracts';

/** GET /account/profile */
export async function getPersonalInfo() {
  return expectSuccess(await http.get<PersonalInfoResponse>(ORG_API_PATHS.personal)).profile;
}

/** PUT /account/profile */
export async function savePersonalInfo(body: PersonalInfoInput) {
  return expectSuccess(await http.put<PersonalInfoResponse>(ORG_API_PATHS.personal, body)).profile;
}

/** POST /account/password */
export async function changePassword(body: PasswordChangeInput): Promise<void> {
  expectSuccess(await http.post<OkResponse>(ORG_API_PATHS.password, body));
}

/** GET /company/profile */
export async function getCompanyInfo() {
  return expectSuccess(await http.get<CompanyInfoResponse>(ORG_API_PATHS.company)).company;
}

/** PUT /company/profile */
export async function saveCompanyInfo(body: CompanyInfoInput) {
  return expectSuccess(await http.put<CompanyInfoResponse>(ORG_API_PATHS.company, body)).company;
}

/** POST /company/files/upload-url, then the PUT of the bytes where it says, confirmed; the file's id. */
export async function uploadCompanyFile(
  purpose: CompanyFileUploadRequest['purpose'],
  file: File,
): Promise<string> {
  const ticket = expectSuccess(
    await http.post<CompanyFileUploadTicketResponse>(ORG_API_PATHS.fileUploadUrl, {
      purpose,
      fileName: file.name,
      contentType: file.type as CompanyFileUploadRequest['contentType'],
      size: file.size,
    }),
  );
  await uploadWithTicket(ticket, file);
  return ticket.file._id;
}

export type { CompanyFileStoredResponse };
