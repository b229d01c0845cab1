/**
 * Satisfaction surveys: a resolved ticket's requester answers an overall rating, a comment
 * and the company's questions, for 14 days (410 after). Under each ticket mount.
 */
import { z } from '../zod';
import { levelInput } from './common';
import { SURVEY_QUESTION_KINDS } from './constants';

export const surveyAnswerInput = z.object({
  rating: levelInput,
  comment: z.string().trim().max(2000).optional(),
  answers: z
    .array(
      z.object({
        questionId: z.guid(),
        rating: levelInput.optional(),
        answer: z.string().trim().max(1000).optional(),
      }),
    )
    .max(10)
    .default([]),
});
export type SurveyAnswer = z.input<typeof surveyAnswerInput>;

export const surveyQuestionSchema = z.object({
  _id: z.string(),
  text: z.string(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** An answer as it was given: the question's text and kind kept with it. */
export const givenAnswerSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  rating: z.number().optional(),
  answer: z.string().optional(),
});

export const surveySchema = z.object({
  ticketId: z.string(),
  number: z.string(),
  title: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
  rating: z.number().nullable(),
  comment: z.string().nullable(),
  answers: z.array(givenAnswerSchema),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyResponse = z.object({ type: z.literal('success'), survey: surveySchema });

export const surveyAnsweredResponse = z.object({
  type: z.literal('success'),
  survey: z.object({ ticketId: z.string(), rating: z.number(), answered: z.literal(true) }),
});
