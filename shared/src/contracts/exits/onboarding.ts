/**
 * Pre-employee onboarding: a joiner's checklist that reserves in-stock assets for the joining
 * date, and day one (POST /onboardings/:id/start), which assigns every reserved asset to the
 * joiner, dated the joining day.
 */
import { ASSET_STATES } from '../asset-states';
import { z } from '../zod';
import { checklistItemSchema, day, idParams, instant, KEY_PATTERN, pagingQuery } from './common';

export const ONBOARDING_PATHS = {
  onboardings: '/onboardings',
  onboarding: '/onboardings/:id',
  start: '/onboardings/:id/start',
} as const;

export const ONBOARDING_STATUSES = ['reserved', 'started'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const onboardingParams = idParams;

const checklistEntry = z.object({
  key: z.string().regex(KEY_PATTERN),
  label: z.string().trim().min(1).max(200),
});

export const startOnboardingInput = z.object({
  employeeId: z.guid(),
  joiningDate: day,
  assetIds: z.array(z.guid()).min(1, 'Reserve at least one asset').max(20),
  checklist: z.array(checklistEntry).max(30).optional(),
});
/** POST /onboardings: 400 `assetIds.<i>`, 409 `assetIds.<i>` / `employeeId`. */
export type StartOnboardingBody = z.input<typeof startOnboardingInput>;
export type StartOnboardingInput = z.infer<typeof startOnboardingInput>;

export const onboardingListQuery = z.object({
  status: z.enum(ONBOARDING_STATUSES).optional(),
  ...pagingQuery,
});
export type OnboardingListFilter = z.infer<typeof onboardingListQuery>;

export const onboardingSchema = z.object({
  _id: z.string(),
  employee: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  joiningDate: z.string(),
  checklist: z.array(checklistItemSchema),
  status: z.enum(ONBOARDING_STATUSES),
  /** The joining day has come and the assets are still to be handed over. */
  due: z.boolean(),
  startedAt: instant.nullable(),
  createdAt: instant,
  assets: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      tag: z.string().nullable(),
      state: z.enum(ASSET_STATES),
      assignedAt: instant.nullable(),
    }),
  ),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const onboardingResponse = z.object({
  type: z.literal('success'),
  onboarding: onboardingSchema,
});
export type OnboardingResponse = z.infer<typeof onboardingResponse>;

export const onboardingPageSchema = z.object({
  onboardings: z.array(onboardingSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type OnboardingPage = z.infer<typeof onboardingPageSchema>;

export const onboardingListResponse = onboardingPageSchema.extend({ type: z.literal('success') });
export type OnboardingListResponse = z.infer<typeof onboardingListResponse>;
