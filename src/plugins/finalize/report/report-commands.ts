import { type } from 'arktype';
import { REPORT_FORMATS, reportContentType, reportFileName, type ReportFormat } from '../../../api/contracts/reports';
import type { AnyCommand } from '../../../commands/registry';
import type { Command, CommandContext } from '../../../commands/types';
import { downloadFile } from '../../../panels/download-file';
import { toast } from '../../../panels/toast';
import { PROFILE_SNAPSHOT_KEY, type ProfileSnapshot } from '../../common/profile-requests';
import type { PluginApi } from '../../host/types';
import { needsProductCode, onStep, requireProductCode } from '../../step-kit/step-context';
import { finalize$ } from '../store';
import { buildAndKeepReport } from './build-report';
import { reportInputs } from './report-request';
import { reportBoard$ } from './report-state';

export const FINALIZE_CATEGORY = 'Finalize';
const onFinalizeStep = onStep('finalize');

export const REPORT_MESSAGES = {
  kept: (productCode: string) => `The 510(k) strategy report of ${productCode} is built and kept (DOCX and PDF).`,
  deleted: (title: string) => `Report '${title}' deleted.`,
  building: 'A report is being built.',
} as const;

declare module '../../../commands/types' {
  interface CommandArgs {
    'finalize.build-report': void;
    'finalize.export-docx': void;
    'finalize.export-pdf': void;
    'finalize.open-report': { id: string; format: ReportFormat };
    'finalize.delete-report': { id: string };
  }
}

/**
 * Whether the code's last kept report still matches what it was built from (the profile, the cited
 * predicates, the tests and standards, the risk analysis). Reads with get(): a component follows it.
 */
export function reportIsCurrent(productCode: string, profile: ProfileSnapshot | undefined): boolean {
  const last = finalize$.reports[productCode]!.get();
  return last !== undefined && profile !== undefined && last.inputs === reportInputs(profile, productCode);
}

const notBuilding = (context: CommandContext): true | string => {
  const needed = needsProductCode(context);
  if (needed !== true) return needed;
  return reportBoard$.building.get() ? REPORT_MESSAGES.building : true;
};

/** The kept reports as last listed, each in both formats. */
const keptChoices = () =>
  reportBoard$.kept
    .peek()
    .flatMap((report) =>
      REPORT_FORMATS.filter((format) => report[format] !== null).map((format) => ({
        label: `${report.title} · ${report.prepared_on} · ${format.toUpperCase()}`,
        value: { id: report.id, format },
      })),
    );

/** The report's commands: build and keep it, download it as DOCX or PDF, open or delete a kept one. */
export function reportCommands(api: PluginApi): readonly AnyCommand[] {
  const build: Command = {
    id: 'finalize.build-report',
    title: 'Build and keep the 510(k) strategy report',
    category: FINALIZE_CATEGORY,
    keywords: ['report', 'build', 'finalize', 'docx', 'pdf', 'estar', 'strategy'],
    keys: ['$mod+Alt+F'],
    when: onFinalizeStep,
    enabled: notBuilding,
    run: async (_args, env) => {
      const productCode = requireProductCode(env.context);
      await buildAndKeepReport(api, productCode);
      toast.success(REPORT_MESSAGES.kept(productCode));
    },
  };

  /** Downloads the code's report in a format: the kept one when it is current, else a new one built first. */
  const exportAs = (format: ReportFormat): Command => ({
    id: `finalize.export-${format}`,
    title: `Export the 510(k) strategy report as ${format.toUpperCase()}`,
    category: FINALIZE_CATEGORY,
    keywords: ['export', 'download', 'report', format, format === 'docx' ? 'word' : 'acrobat'],
    when: onFinalizeStep,
    enabled: notBuilding,
    run: async (_args, env) => {
      const productCode = requireProductCode(env.context);
      const last = finalize$.reports[productCode]!.peek();
      if (last && reportIsCurrent(productCode, env.context[PROFILE_SNAPSHOT_KEY] as ProfileSnapshot | undefined)) {
        const { blob, fileName } = await api.services.reports.download(last.reportId, format);
        downloadFile(fileName, blob, blob.type || reportContentType(format));
        return;
      }
      const built = await buildAndKeepReport(api, productCode);
      downloadFile(reportFileName(productCode, built.content.preparedOn, format), built[format], reportContentType(format));
    },
  });

  const open: Command<{ id: string; format: ReportFormat }> = {
    id: 'finalize.open-report',
    title: 'Download a kept report',
    category: FINALIZE_CATEGORY,
    keywords: ['open', 'download', 'past', 'kept', 'report'],
    args: type({ id: 'string', format: type.enumerated(...REPORT_FORMATS) }),
    prompt: { placeholder: 'Which report?', choices: keptChoices },
    run: async ({ id, format }) => {
      const { blob, fileName } = await api.services.reports.download(id, format);
      downloadFile(fileName, blob, blob.type || reportContentType(format));
    },
  };

  const remove: Command<{ id: string }> = {
    id: 'finalize.delete-report',
    title: 'Delete a kept report',
    category: FINALIZE_CATEGORY,
    keywords: ['delete', 'remove', 'report'],
    args: type({ id: 'string' }),
    prompt: {
      placeholder: 'Which report?',
      choices: () => reportBoard$.kept.peek().map((report) => ({ label: `${report.title} · ${report.prepared_on}`, value: { id: report.id } })),
    },
    run: async ({ id }) => {
      const title = reportBoard$.kept.peek().find((report) => report.id === id)?.title ?? id;
      await api.services.reports.remove(id);
      for (const [code, last] of Object.entries(finalize$.reports.peek() ?? {})) if (last.reportId === id) finalize$.reports[code]!.delete();
      reportBoard$.revision.set((revision) => revision + 1);
      toast.success(REPORT_MESSAGES.deleted(title));
    },
  };

  return [build, exportAs('docx'), exportAs('pdf'), open, remove];
}
