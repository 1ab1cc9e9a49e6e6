import { observable } from '@legendapp/state';
import { reportContentType } from '../../../api/contracts/reports';
import type { Command, CommandContext } from '../../../commands/types';
import { downloadFile } from '../../../panels/download-file';
import { toast } from '../../../panels/toast';
import { requestProfile } from '../../common/profile-requests';
import type { PluginApi } from '../../host/types';
import { needsProductCode, onStep, requireProductCode } from '../../step-kit/step-context';
import { FINALIZE_CATEGORY } from '../report/report-commands';
import { reportBoard$ } from '../report/report-state';
import { summaryDraftRequest } from './summary-draft-request';
import { SUMMARY_DRAFT_TEXTS as TEXT } from './texts';

declare module '../../../commands/types' {
  interface CommandArgs {
    'finalize.draft-summary': void;
  }
}

/** Not stored: whether a draft is being written. */
export const summaryDraft$ = observable({ drafting: false });

const notDrafting = (context: CommandContext): true | string => {
  const needed = needsProductCode(context);
  if (needed !== true) return needed;
  return summaryDraft$.drafting.get() ? TEXT.busy : true;
};

/** 'finalize.draft-summary': the server drafts the 510(k) Summary from the strategy and keeps it; the DOCX downloads. */
export function summaryDraftCommand(api: PluginApi): Command {
  return {
    id: 'finalize.draft-summary',
    title: TEXT.draft,
    category: FINALIZE_CATEGORY,
    keywords: ['510(k) summary', 'summary', 'draft', '807.92', 'docx', 'word'],
    when: onStep('finalize'),
    enabled: notDrafting,
    run: async (_args, env) => {
      const productCode = requireProductCode(env.context);
      summaryDraft$.drafting.set(true);
      try {
        const profile = await requestProfile(api.bus);
        const kept = await api.services.reports.draftSummary(summaryDraftRequest(profile, productCode));
        reportBoard$.revision.set((revision) => revision + 1);
        const { blob, fileName } = await api.services.reports.download(kept.id, 'docx');
        downloadFile(fileName, blob, blob.type || reportContentType('docx'));
        toast.success(TEXT.drafted(productCode));
      } finally {
        summaryDraft$.drafting.set(false);
      }
    },
  };
}
