/** The service request catalogue (it-services): the types a request is raised from. */
import { z } from '../zod';
import { INCIDENTS_API, requiredText } from './common';
import { REQUEST_FIELD_TYPES } from './constants';

export const REQUEST_TYPES_PATH = `${INCIDENTS_API}/request-types`;

const fieldKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Must be lower-case letters, digits or _');

export const requestTypesInput = z.object({
  types: z
    .array(
      z.object({
        key: z
          .string()
          .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Must be lower-case letters, digits, - or _'),
        name: requiredText(100),
        description: z.string().trim().max(500).nullish(),
        active: z.boolean().default(true),
        fields: z
          .array(
            z
              .object({
                key: fieldKey,
                label: requiredText(100),
                type: z.enum(REQUEST_FIELD_TYPES),
                required: z.boolean().default(false),
                options: z.array(requiredText(100)).min(1).max(50).optional(),
              })
              .refine((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0, {
                message: 'A select field needs options',
                path: ['options'],
              }),
          )
          .max(30)
          .refine((f) => new Set(f.map((x) => x.key)).size === f.length, {
            message: 'Must not repeat a field key',
          }),
      }),
    )
    .max(100)
    .refine((t) => new Set(t.map((x) => x.key)).size === t.length, {
      message: 'Must not repeat a type key',
    }),
});

export const requestTypeFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(REQUEST_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});
export type RequestTypeField = z.infer<typeof requestTypeFieldSchema>;

export const requestTypeSchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  fields: z.array(requestTypeFieldSchema),
  active: z.boolean(),
});
export type RequestType = z.infer<typeof requestTypeSchema>;

export const requestTypesResponse = z.object({
  type: z.literal('success'),
  types: z.array(requestTypeSchema),
});
