/**
 * The desk's settings: the priority matrix (urgency × impact), the service levels per
 * priority, the working calendar the SLA clock counts in, and the survey questions.
 */
import { z } from '../zod';
import { INCIDENTS_API, levelInput, requiredText } from './common';
import { SURVEY_QUESTION_KINDS } from './constants';
import { surveyQuestionSchema } from './surveys';

export const SETTINGS_PATH = `${INCIDENTS_API}/settings`;
export const MATRIX_PATH = `${SETTINGS_PATH}/matrix`;
export const SLA_PATH = `${SETTINGS_PATH}/sla`;
export const CALENDAR_PATH = `${SETTINGS_PATH}/calendar`;
export const SURVEY_QUESTIONS_PATH = `${SETTINGS_PATH}/survey-questions`;

/** Rows by urgency (1..5), columns by impact (1..5): the priority each pair gives. */
export const matrixInput = z.object({
  matrix: z.array(z.array(levelInput).length(5)).length(5),
});

export const matrixResponse = z.object({
  type: z.literal('success'),
  matrix: z.array(z.array(z.number())),
});

export const slaTargetSchema = z.object({
  priority: z.number(),
  firstResponseMinutes: z.number(),
  resolutionMinutes: z.number(),
});
export type SlaTargetRow = z.infer<typeof slaTargetSchema>;

export const slaTargetsInput = z.object({
  targets: z
    .array(
      z.object({
        priority: levelInput,
        firstResponseMinutes: z.number().int().min(1).max(525_600),
        resolutionMinutes: z.number().int().min(1).max(525_600),
      }),
    )
    .length(5)
    .refine((list) => new Set(list.map((t) => t.priority)).size === 5, {
      message: 'Must give each priority from 1 to 5 once',
    }),
});

export const slaTargetsResponse = z.object({
  type: z.literal('success'),
  targets: z.array(slaTargetSchema),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Must be a time HH:MM');

export const calendarInput = z.object({
  workDays: z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .max(7)
    .refine((d) => new Set(d).size === d.length, { message: 'Must not repeat a day' }),
  workStart: clockTime,
  workEnd: clockTime,
  holidays: z
    .array(z.object({ date: z.iso.date(), name: requiredText(100) }))
    .max(366)
    .superRefine((list, ctx) => {
      // A repeated day names the later entry and the first one with that day.
      const first = new Map<string, number>();
      list.forEach((h, i) => {
        const earlier = first.get(h.date);
        if (earlier === undefined) first.set(h.date, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'date'],
            message: `${h.date} is already a holiday (${list[earlier]!.name})`,
          });
      });
    }),
});
/** The calendar as the browser sends it: ISO weekdays (1 Monday .. 7 Sunday), 'HH:MM' hours. */
export type WorkCalendar = z.input<typeof calendarInput>;

export const calendarSchema = z.object({
  timeZone: z.string(),
  workDays: z.array(z.number()),
  workStart: z.string(),
  workEnd: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});
export type DeskCalendar = z.infer<typeof calendarSchema>;

export const calendarResponse = z.object({ type: z.literal('success'), calendar: calendarSchema });

export const surveyQuestionsInput = z.object({
  questions: z
    .array(z.object({ text: requiredText(300), kind: z.enum(SURVEY_QUESTION_KINDS) }))
    .max(10),
});

export const surveyQuestionsResponse = z.object({
  type: z.literal('success'),
  questions: z.array(surveyQuestionSchema),
});
