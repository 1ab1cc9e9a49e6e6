import type { TermsDoc } from '../../../src/api/contracts/terms.ts';

/** The terms of use in force. Changing the text means a new version, which every user accepts anew. */
export const CURRENT_TERMS: TermsDoc = {
  version: '2026-11-01',
  title: 'Clearway terms of use',
  body: [
    'Clearway helps you prepare a US premarket notification (510(k)). It is a decision-support tool: it organises information and suggests options, and it does not give legal or regulatory advice.',
    "Clearway's data comes from public FDA datasets (product classifications, 510(k) clearances, recalls, adverse event reports and related records). These datasets can be incomplete, out of date or wrong, and Clearway's suggestions, scores and summaries can be wrong too. Check anything you rely on against the FDA's own records.",
    "You remain responsible for your submissions and for every decision about your device's regulatory strategy. Clearway does not file anything with the FDA, and using it does not make a submission complete or acceptable.",
    'What you enter (device profiles, scenarios, notes) is stored under your account so that you can continue your work. Do not enter information you are not allowed to share with this service.',
    'By accepting, you confirm that you have read these terms and will use Clearway on this basis.',
  ].join('\n\n'),
};
