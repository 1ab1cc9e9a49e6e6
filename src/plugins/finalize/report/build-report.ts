import { aiApi } from '../../../api/ai';
import { reportContentType } from '../../../api/contracts/reports';
import { dataApi } from '../../../api/data';
import { markCompleted } from '../../../app/workflow/store';
import { requestProfile } from '../../common/profile-requests';
import type { PluginApi } from '../../host/types';
import { stepIndexOf } from '../../step-kit/step-context';
import { reportContent, writtenDocument, type ReportContent } from '../export/report-content';
import { finalize$ } from '../store';
import { reportInputs, reportRequest } from './report-request';
import { reportBoard$ } from './report-state';

export interface BuiltFiles {
  content: ReportContent;
  docx: Uint8Array<ArrayBuffer>;
  pdf: Uint8Array<ArrayBuffer>;
}

/**
 * Builds the strategy report of a code and keeps it: report/build's content, laid out as DOCX and PDF in the
 * browser (the writers load on first use), both kept on the server, the code's last report noted and the
 * Finalize step completed. Nothing is noted unless the server kept both files.
 */
export async function buildAndKeepReport(api: PluginApi, productCode: string): Promise<BuiltFiles> {
  reportBoard$.building.set(true);
  try {
    const profile = await requestProfile(api.bus);
    const inputs = reportInputs(profile, productCode);
    const [answer, classification, { writeDocx }, { toPdf }] = await Promise.all([
      aiApi(api.services.clients).report(reportRequest(profile, productCode)),
      dataApi(api.services.clients)
        .classification(productCode)
        .catch(() => null),
      import('../../../api/document/docx-writer'),
      import('../export/report-pdf'),
    ]);
    const content = reportContent(answer, { dataImportedAt: classification?.updatedAt ?? null });
    const [docx, pdf] = await Promise.all([writeDocx(writtenDocument(content)), toPdf(content)]);
    const kept = await api.services.reports.save({
      productCode,
      title: content.title,
      preparedOn: content.preparedOn,
      docx: new Blob([docx], { type: reportContentType('docx') }),
      pdf: new Blob([pdf], { type: reportContentType('pdf') }),
    });
    finalize$.reports[productCode]!.set({ reportId: kept.id, builtAt: kept.created_at, preparedOn: content.preparedOn, inputs });
    markCompleted(stepIndexOf('finalize'));
    reportBoard$.revision.set((revision) => revision + 1);
    return { content, docx, pdf };
  } finally {
    reportBoard$.building.set(false);
  }
}
