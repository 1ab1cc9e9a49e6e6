import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mdrReportIdsByYear, recallsOf } from '../../../../server/modules/fda/testing/raw-fda-facts.ts';
import { IMPORT_TIMEOUT_MS } from '../../../../server/testing/imported-database.ts';
import { webExportProblemCounts } from '../../../../server/testing/maude-web-export-facts.ts';
import { startDataServer, type DataTestServer } from '../../../../tests/data-server';
import { renderWithServices } from '../../../../tests/render-with-services';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { commandRegistry } from '../../../commands/registry';
import { setContextKey } from '../../../commands/context';
import type { Disposable } from '../../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { stepIndexOf } from '../../step-kit/step-context';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { PROBLEMS_BESIDE_SNAPSHOT, PROBLEMS_WITHOUT_SNAPSHOT } from '../rules/dashboard-rules';
import { riskDateRange$ } from '../store';
import { riskBoard$, riskView$ } from './dashboard-state';
import { RiskDashboard } from './RiskDashboard';
import { SNAPSHOT_TEXTS } from '../../../panels/ai-snapshot/SnapshotCard';
import { RISK_TEXTS as TEXT } from './texts';
import { riskViewCommands } from './view-commands';

/** The dashboard against the real server on loopback over the imported FDA files; figures checked against the raw files. */

let server: DataTestServer;
let host: PluginHost;
const keys: Disposable[] = [];
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(async () => {
  host?.deactivateAll();
  await server?.close();
});
beforeEach(async () => {
  clearAllCache({ reload: false });
  host?.deactivateAll();
  host = new PluginHost({ services: server.services });
  await host.activate([definePlugin({ id: 'risk-view-test', activate: (api) => riskViewCommands().forEach((command) => api.registerCommand(command)) })]);
  keys.push(setContextKey(CURRENT_STEP_KEY, stepIndexOf('risk')), setContextKey(SELECTED_PRODUCT_CODE_KEY, 'NAY'));
});
afterEach(() => keys.splice(0).forEach((key) => key.dispose()));

const CURRENT_YEAR = new Date().getFullYear();
const mdrCount = (code: string, from: number, to: number) =>
  [...mdrReportIdsByYear(code)].filter(([year]) => year >= from && year <= to).reduce((sum, [, ids]) => sum + ids.size, 0);
const recallCount = (code: string, from: number, to: number) => [...recallsOf(code).values()].filter((y) => y !== null && y >= from && y <= to).length;

const tile = (title: string) => screen.getByRole('region', { name: title });
const figureOf = async (title: string) => (await within(tile(title)).findByText(/^[\d,]+$/, { selector: '.cw-risk-figure' })).textContent;
const formatted = (n: number) => n.toLocaleString('en-US');

describe('RiskDashboard', () => {
  it("shows NAY's recalls, reports and problems as FDA's files hold them, and follows the years", async () => {
    renderWithServices(<RiskDashboard productCode="NAY" />, server.services);
    expect(await figureOf(TEXT.mdrs.title)).toBe(formatted(mdrCount('NAY', 2002, CURRENT_YEAR)));
    expect(await figureOf(TEXT.recalls.title)).toBe(formatted(recallCount('NAY', 2002, CURRENT_YEAR)));
    expect(within(tile(TEXT.mdrs.title)).getByText(/^Source: daVinci_FOIDEV\.txt/)).toBeInTheDocument();

    const problems = webExportProblemCounts('NAY', 'device');
    const bars = await within(tile(TEXT.deviceProblems.title)).findByRole('list', { name: TEXT.deviceProblems.title });
    expect(within(bars).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      problems.slice(0, PROBLEMS_BESIDE_SNAPSHOT).map(({ problem, count }) => `${problem}: ${count}`),
    );
    act(() => riskView$.snapshotShown.set(false));
    expect(within(bars).getAllByRole('listitem')).toHaveLength(Math.min(problems.length, PROBLEMS_WITHOUT_SNAPSHOT));

    act(() => riskDateRange$.set({ startYear: 2013, endYear: 2014 }));
    const narrowed = formatted(mdrCount('NAY', 2013, 2014));
    expect(await within(tile(TEXT.mdrs.title)).findByText(narrowed)).toHaveClass('cw-risk-figure');
    expect(await within(tile(TEXT.recalls.title)).findByText(formatted(recallCount('NAY', 2013, 2014)))).toHaveClass('cw-risk-figure');
  });

  it('says when the files hold nothing for a code rather than showing zeros', async () => {
    renderWithServices(<RiskDashboard productCode="JAK" />, server.services);
    expect(await within(tile(TEXT.mdrs.title)).findByText(TEXT.mdrs.empty)).toBeInTheDocument();
    expect(within(tile(TEXT.mdrs.title)).getByText(/hold no MDR reports for this product code/)).toBeInTheDocument();
    expect(await within(tile(TEXT.patientProblems.title)).findByText(TEXT.patientProblems.empty)).toBeInTheDocument();
    expect(within(tile(TEXT.patientProblems.title)).getByText(TEXT.patientProblems.emptyHint)).toBeInTheDocument();
    expect(await within(tile(TEXT.deviceProblems.title)).findByText(TEXT.deviceProblems.empty)).toBeInTheDocument();
    expect(screen.getByText(SNAPSHOT_TEXTS.empty)).toBeInTheDocument();
  });

  it("opens the MDRs analysis and the reports behind it, page by page, each linked to FDA's MAUDE page", async () => {
    act(() => riskDateRange$.set({ startYear: 2013, endYear: 2014 }));
    renderWithServices(<RiskDashboard productCode="NAY" />, server.services);
    await commandRegistry.execute('risk.open-mdrs', undefined, 'palette');
    const analysis = await screen.findByRole('dialog', { name: TEXT.mdrs.dialog });
    const total = mdrCount('NAY', 2013, 2014);
    const peak = mdrCount('NAY', 2013, 2013) >= mdrCount('NAY', 2014, 2014) ? 2013 : 2014;
    expect(await within(analysis).findByText(TEXT.mdrs.averagePerYear)).toBeInTheDocument();
    expect(within(analysis).getByText(TEXT.mdrs.averagePerYear).nextElementSibling).toHaveTextContent(formatted(Math.round(total / 2)));
    expect(within(analysis).getByText(TEXT.mdrs.peakYear).nextElementSibling).toHaveTextContent(String(peak));

    await userEvent.click(within(analysis).getByRole('button', { name: TEXT.mdrs.list }));
    const reports = await screen.findByRole('dialog', { name: TEXT.reports.title(`NAY, 2013 – 2014`) });
    const pages = Math.ceil(total / 25);
    expect(await within(reports).findByText(TEXT.page(1, pages, formatted(total), 'reports'))).toBeInTheDocument();
    const firstPage = within(reports).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(firstPage).toHaveLength(25);
    await userEvent.click(within(reports).getByRole('button', { name: TEXT.reports.next }));
    expect(await within(reports).findByText(TEXT.page(2, pages, formatted(total), 'reports'))).toBeInTheDocument();
    const secondPage = within(reports).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    expect(riskBoard$.dialog.peek()).toEqual({ kind: 'reports' });
  });

  it("ranks a code's device problems with their share of the total and their IMDRF/FDA codes", async () => {
    const problems = webExportProblemCounts('NAY', 'device');
    const total = problems.reduce((sum, { count }) => sum + count, 0);
    renderWithServices(<RiskDashboard productCode="NAY" />, server.services);
    await commandRegistry.execute('risk.open-device-problems', undefined, 'palette');
    const dialog = await screen.findByRole('dialog', { name: TEXT.deviceProblems.title });
    expect(await within(dialog).findByText(TEXT.deviceProblems.total(formatted(total)))).toBeInTheDocument();
    const top = problems[0]!;
    const row = within(dialog).getByRole('button', { name: top.problem }).closest('tr')!;
    expect(row).toHaveTextContent(`${Math.round((top.count / total) * 100)}%`);
    expect(await within(row).findByText(/^A\d+/)).toBeInTheDocument();
  });
});
