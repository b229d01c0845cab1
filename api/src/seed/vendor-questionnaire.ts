/**
 * The demo company's standard vendor questionnaire (every question type) and the text
 * answers its seeded vendors give.
 */
import { sectionsInput } from '@itam/shared/contracts/vendors';

export const DEFAULT_QUESTIONNAIRE = sectionsInput.parse([
  {
    id: 'security',
    name: 'Information security',
    description: 'How you protect our data and devices.',
    questions: [
      {
        id: 'iso',
        qtype: 'multiple-choice',
        question: 'Which certifications do you hold?',
        required: true,
        choices: [
          { id: 'iso27001', text: 'ISO/IEC 27001', points: 10 },
          { id: 'soc2', text: 'SOC 2 Type II', points: 8 },
          { id: 'none', text: 'None yet', points: 0 },
        ],
      },
      {
        id: 'iso-certificate',
        qtype: 'file-question',
        question: 'Upload your current ISO/IEC 27001 certificate.',
        points: 5,
        showWhen: { questionId: 'iso', choiceId: 'iso27001' },
      },
      {
        id: 'encryption',
        qtype: 'question-answer',
        question: 'How do you encrypt our data at rest and in transit?',
        required: true,
        points: 5,
      },
    ],
  },
  {
    id: 'support',
    name: 'Support and continuity',
    description: 'What happens when something breaks.',
    questions: [
      {
        id: 'hours',
        qtype: 'question-answer',
        question: 'What are your support hours and response times?',
        required: true,
        points: 3,
      },
      {
        id: 'continuity',
        qtype: 'multiple-choice',
        question: 'Do you test a business continuity plan every year?',
        choices: [
          { id: 'yes', text: 'Yes', points: 5 },
          { id: 'no', text: 'No', points: 0 },
        ],
      },
    ],
  },
]);

export const TEXT_ANSWERS: Record<string, string[]> = {
  encryption: [
    'AES-256 at rest, TLS 1.2 or later in transit; keys in a managed HSM.',
    'Disk encryption on every server; TLS everywhere.',
  ],
  hours: ['24x7, P1 within 1 hour.', 'Mon-Sat 09:00-19:00 IST, next business day for P3.'],
};
