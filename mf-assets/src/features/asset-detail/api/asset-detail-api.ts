/** The detail tabs' endpoints: activity, audits, depreciation, images, comments. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ASSET_API_PATHS,
  type ActivityActorsResponse,
  type ActivityResponse,
  type AssetAuditInput,
  type AssetAuditResponse,
  type AssetAuditsResponse,
  type AssetCommentResponse,
  type AssetCommentsResponse,
  type AssetImagesResponse,
  type DepreciationMethod,
  type DepreciationResponse,
  type DepreciationSettingsInput,
  type ImageUploadRequest,
  type ImageUploadTicketResponse,
  type PersonRef,
} from '@itam/shared/contracts';

type Ok<T> = Extract<T, { type: 'success' }>;
export type ActivityPage = Ok<ActivityResponse>;
export type AuditList = Ok<AssetAuditsResponse>['audits'];
export type Depreciation = Ok<DepreciationResponse>;
export type ImageList = Ok<AssetImagesResponse>['images'];
export type CommentList = Ok<AssetCommentsResponse>['comments'];
export type UploadTicket = Ok<ImageUploadTicketResponse>;

/** GET /assets/:id/activity?pageNumber&limit */
export async function getAssetActivity(
  id: string,
  pageNumber: number,
  limit: number,
): Promise<ActivityPage> {
  return expectSuccess(
    await http.get<ActivityResponse>(ASSET_API_PATHS.activity(id), {
      params: { pageNumber, limit },
    }),
  );
}

/** The company log's filters: who, what (actions) and when (ISO instants, from ≤ at < to). */
export interface ActivityFilters {
  actorId?: string | null;
  action?: readonly string[];
  from?: string | null;
  to?: string | null;
}

/** A log's query: the page and the filters that are set (the asset log's and the organisation's). */
export function activityParams(
  pageNumber: number,
  limit: number,
  filters: ActivityFilters & { entityType?: string | null },
): Record<string, string | number> {
  const params: Record<string, string | number> = { pageNumber, limit };
  if (filters.actorId) params.actorId = filters.actorId;
  if (filters.action?.length) params.action = filters.action.join(',');
  if (filters.entityType) params.entityType = filters.entityType;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}

/** GET /activity?pageNumber&limit&actorId&action&from&to — the company's log, newest first. */
export async function getCompanyActivity(
  pageNumber: number,
  limit: number,
  filters: ActivityFilters = {},
): Promise<ActivityPage> {
  return expectSuccess(
    await http.get<ActivityResponse>(ASSET_API_PATHS.companyActivity, {
      params: activityParams(pageNumber, limit, filters),
    }),
  );
}

/** GET /activity/actors — the company's users, for the log's "who" filter. */
export async function getActivityActors(): Promise<PersonRef[]> {
  return expectSuccess(await http.get<ActivityActorsResponse>(ASSET_API_PATHS.activityActors))
    .actors;
}

/** GET /assets/:id/audits */
export async function getAudits(id: string): Promise<AuditList> {
  return expectSuccess(await http.get<AssetAuditsResponse>(ASSET_API_PATHS.audits(id))).audits;
}

/** POST /assets/:id/audits */
export async function createAudit(id: string, body: AssetAuditInput) {
  return expectSuccess(await http.post<AssetAuditResponse>(ASSET_API_PATHS.audits(id), body)).audit;
}

/** GET /assets/:id/depreciation?method= */
export async function getDepreciation(
  id: string,
  method?: DepreciationMethod,
): Promise<Depreciation> {
  const params = method ? { method } : undefined;
  return expectSuccess(
    await http.get<DepreciationResponse>(ASSET_API_PATHS.depreciation(id), { params }),
  );
}

/** POST /assets/:id/depreciation */
export async function saveDepreciation(
  id: string,
  body: DepreciationSettingsInput,
): Promise<Depreciation> {
  return expectSuccess(
    await http.post<DepreciationResponse>(ASSET_API_PATHS.depreciation(id), body),
  );
}

/** POST /assets/:id/images/upload-url */
export async function getImageUploadUrl(
  id: string,
  body: ImageUploadRequest,
): Promise<UploadTicket> {
  return expectSuccess(
    await http.post<ImageUploadTicketResponse>(ASSET_API_PATHS.imageUploadUrl(id), body),
  );
}

/** GET /assets/:id/images */
export async function getImages(id: string): Promise<ImageList> {
  return expectSuccess(await http.get<AssetImagesResponse>(ASSET_API_PATHS.images(id))).images;
}

/** GET /assets/:id/comments */
export async function getComments(id: string): Promise<CommentList> {
  return expectSuccess(await http.get<AssetCommentsResponse>(ASSET_API_PATHS.comments(id)))
    .comments;
}

/** POST /assets/:id/comments */
export async function addComment(id: string, text: string) {
  return expectSuccess(
    await http.post<AssetCommentResponse>(ASSET_API_PATHS.comments(id), { text }),
  ).comment;
}

/** PUT /assets/:id/comments/:commentId */
export async function editComment(id: string, commentId: string, text: string) {
  return expectSuccess(
    await http.put<AssetCommentResponse>(ASSET_API_PATHS.comment(id, commentId), { text }),
  ).comment;
}
