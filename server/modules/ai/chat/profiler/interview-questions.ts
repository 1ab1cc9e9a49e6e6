import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';

/** What the interview asks for one field. `question` is also how a later turn recognises what was asked. */
export interface InterviewQuestion {
  field: ProfileField;
  label: string;
  question: string;
  hint: string;
  /** Whether the user may skip it: the three fields classification needs may not be skipped. */
  optional: boolean;
}

/** The interview in order (SPEC.md section 3 labels); one table so turn detection and asking never drift apart. */
export const INTERVIEW_QUESTIONS: readonly InterviewQuestion[] = [
  {
    field: 'role',
    label: 'Role',
    question: 'What is your role in bringing this device to market?',
    hint: "For example: manufacturer, regulatory consultant, startup founder or specification developer. Say skip if you'd rather not say.",
    optional: true,
  },
  {
    field: 'device_name',
    label: 'Device Name',
    question: 'What is the name of your device?',
    hint: "Your trade name or working title, e.g. '<Brand> Wrist Monitor'.",
    optional: false,
  },
  {
    field: 'description',
    label: 'Description',
    question: 'How would you describe the device: what it is and what it consists of?',
    hint: "Its form, main parts and materials, e.g. 'a single-use sensor patch with a reusable recorder'.",
    optional: false,
  },
  {
    field: 'intended_use',
    label: 'Intended Use',
    question: 'What is the intended use: what does the device do, for which patients, and in which setting?',
    hint: "One or two sentences, e.g. 'intended to measure ... in adult patients at home'.",
    optional: false,
  },
  {
    field: 'key_specifications',
    label: 'Key Specifications',
    question: 'What are the key specifications?',
    hint: "Measurable figures such as ranges, accuracy, dimensions, power or materials, e.g. 'range 0-300 mmHg, accuracy +/-3 mmHg'. Say skip if you don't have them yet.",
    optional: true,
  },
  {
    field: 'functionality',
    label: 'Functionality',
    question: 'How does the device work?',
    hint: 'Its principle of operation, software features and how it is used, in a few sentences. Say skip to leave it for later.',
    optional: true,
  },
  {
    field: 'references',
    label: 'References',
    question: 'Do you have any references, such as predicate K-numbers, standards or FDA guidance you plan to follow?',
    hint: 'For example a K-number, a standard designation or a guidance title. Say none if you have none.',
    optional: true,
  },
  {
    field: 'attachments',
    label: 'Attachments',
    question: 'Would you like to attach documents, such as a specification sheet, labeling or a test report?',
    hint: "Use the attach button to upload files, then tell me when you're done, or say skip.",
    optional: true,
  },
];

/** The closing question once every field is answered or skipped. */
export const CONFIRM_QUESTION = 'Shall I finalize this profile? Say yes to confirm, or tell me what to change.';

export const GREETING =
  "Hello there! Let's build your Device Profile step by step. I'll ask about one field at a time and fill in the profile on the right as you answer. You can correct anything later (e.g. 'actually the name is ...') and skip the optional questions.";

export const PROFILER_PURPOSE =
  "The device profiler collects what Clearway needs to know about your device: your role, its name, description, intended use, key specifications, functionality, references and any documents. Once the name, description and intended use are filled, Clearway looks for classification scenarios, predicate devices, risks and tests and standards in the FDA data.";

export function questionOf(field: ProfileField): InterviewQuestion {
  const question = INTERVIEW_QUESTIONS.find((entry) => entry.field === field);
  if (!question) throw new Error(`No interview question for ${field}`);
  return question;
}

export const REQUIRED_FIELDS: readonly ProfileField[] = INTERVIEW_QUESTIONS.filter((entry) => !entry.optional).map((entry) => entry.field);
