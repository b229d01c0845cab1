/**
 * Response types of the asset register API (ASSETS-API.md). Types only: the
 * server builds these answers itself; browser code gets them through
 * `@itam/shared/contracts`.
 */
import type { AssetState } from '../contracts/asset-states';
import type {
  AssetActivityAction,
  AssetImageType,
  AssetReservation,
  AuditCondition,
  DepreciationMethod,
  DisposalMethod,
} from '../contracts/assets-api';
import type { AssetListItem } from './api';

export type { AssetReservation };

type Failure = { type: 'error'; error: string; issues?: { field: string; message: string }[] };
type Success<T> = ({ type: 'success' } & T) | Failure;

export interface PersonRef {
  _id: string;
  name: string;
}

export interface DepreciationSettings {
  method: DepreciationMethod;
  usefulLifeYears: number;
  salvageValue: number;
  /** Default: the date of purchase. */
  startDate: string | null;
}

export interface AssetAssignment {
  _id: string;
  employee: { _id: string; id: string; name: string };
  assignedOn: string;
  returnedOn: string | null;
  note: string | null;
  returnNote: string | null;
  assignedBy: PersonRef | null;
}

export interface AssetComment {
  _id: string;
  text: string;
  author: PersonRef | null;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
}

export interface AssetDisposal {
  date: string;
  method: DisposalMethod;
  certificateNumber: string;
}

/** GET /assets/:id: the list fields plus the detail. */
export interface AssetDetail extends AssetListItem {
  description: string | null;
  /** Same as warrantyRemaining (the warranty end date). */
  warrantyEndDate: string | null;
  depreciation: DepreciationSettings | null;
  /** The 20 newest comments; GET /assets/:id/comments has them all. */
  comments: AssetComment[];
  /** The open assignment of an ASSIGNED asset. */
  assignment: AssetAssignment | null;
  disposal: AssetDisposal | null;
  /** Set aside for someone (in stock only), or null. */
  reservation?: AssetReservation | null;
  updatedAt: string;
}

/** The asset an activity row is about, as it is now (or as it was when deleted). */
export interface ActivityAssetRef {
  _id: string;
  name: string;
  tag: string | null;
  /** The asset no longer exists: name and tag are the last the log recorded; no link. */
  deleted: boolean;
}

export interface AssetActivity {
  _id: string;
  action: AssetActivityAction | string;
  entityType: string;
  /** The asset (for asset rows); null once it is deleted only in other entity types. */
  entityId: string | null;
  /** The asset's name and tag for the sentence and its link; null when the log never knew them. */
  asset: ActivityAssetRef | null;
  actor: PersonRef | null;
  at: string;
  before: unknown;
  after: unknown;
}

export interface AssetAudit {
  _id: string;
  date: string;
  auditorName: string;
  office: { _id: string; branchId: string; name: string } | null;
  condition: AuditCondition;
  notes: string | null;
  createdBy: PersonRef | null;
  createdAt: string;
}

export interface DepreciationRow {
  year: number;
  periodStart: string;
  periodEnd: string;
  opening: number;
  depreciation: number;
  closing: number;
}

export interface DepreciationSchedule {
  method: DepreciationMethod;
  cost: number;
  salvageValue: number;
  usefulLifeYears: number;
  startDate: string;
  rows: DepreciationRow[];
  /** Book value today (pro rata by day within the current year) and the depreciation so far. */
  toDate: { asOf: string; value: number; accumulated: number };
  /** The last day of the useful life and the value then (the salvage value). */
  endOfLife: { date: string; value: number };
}

export interface AssetImage {
  _id: string;
  fileName: string;
  contentType: AssetImageType;
  size: number;
  /** A signed read address (valid about an hour); fetch it as is, no bearer needed. */
  url: string;
  createdAt: string;
  uploadedBy: PersonRef | null;
}

export interface AssetDashboard {
  total: number;
  byState: { state: AssetState; count: number }[];
  /**
   * Per type / branch; `_id` null for the assets without one ('Unspecified'). The list
   * shows each with `assetTypeId` / `officeId` = the id, or `none` for null.
   */
  byType: { _id: string | null; name: string; count: number }[];
  byBranch: { _id: string | null; name: string; count: number }[];
  /**
   * Warranties ending within 30/60/90 days from today (cumulative), today included; the
   * list's `warrantyEndsWithinDays=30|60|90` gives exactly those assets.
   */
  warrantyExpiring: { d30: number; d60: number; d90: number };
  recentActivity: AssetActivity[];
}

export type GetAssetDetailResponse = Success<{ asset: AssetDetail }>;
export type AssetResponse = Success<{ asset: AssetDetail }>;
export type BulkAssetsResponse = Success<{
  updated: number;
  failed: { id: string; error: string }[];
}>;
export type AssetAssignmentsResponse = Success<{ assignments: AssetAssignment[] }>;
export type ActivityResponse = Success<{ activities: AssetActivity[]; total: number }>;
/** GET /activity/actors: the company's users, for the log's "who" filter. */
export type ActivityActorsResponse = Success<{ actors: PersonRef[] }>;
export type AssetAuditsResponse = Success<{ audits: AssetAudit[] }>;
export type AssetAuditResponse = Success<{ audit: AssetAudit }>;
/** `schedule` is null while the asset lacks a price, a start date or depreciation settings. */
export type DepreciationResponse = Success<{
  settings: DepreciationSettings | null;
  schedule: DepreciationSchedule | null;
}>;
export type ImageUploadUrlResponse = Success<{
  uploadUrl: string;
  expiresAt: string;
  image: { _id: string };
}>;
export type AssetImagesResponse = Success<{ images: AssetImage[] }>;
export type AssetCommentsResponse = Success<{ comments: AssetComment[] }>;
export type AssetCommentResponse = Success<{ comment: AssetComment }>;
export type AssetTypesResponse = Success<{ assetTypes: { _id: string; name: string }[] }>;
export type EmployeesDropdownResponse = Success<{
  employees: { _id: string; id: string; name: string }[];
}>;
export type PurchaseOrdersDropdownResponse = Success<{
  purchaseOrders: { _id: string; invoiceId: string; vendor: string | null }[];
}>;
export type AssetDashboardResponse = Success<AssetDashboard>;
/** PUT of the raw image bytes to `uploadUrl` (GET /assets/:id/images gives the read address). */
export type ImageUploadResponse = Success<{ image: Omit<AssetImage, 'url'> }>;
