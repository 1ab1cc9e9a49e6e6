import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../../server/testing/imported-database.ts';
import { servicesAt } from '../../../../tests/app-services';
import { startDataServer, type DataTestServer } from '../../../../tests/data-server';
import { fakeListLayout } from '../../../../tests/list-layout';
import { renderWithServices } from '../../../../tests/render-with-services';
import type { TplcCount } from '../../../api/contracts/data';
import { riskLevel, riskTotal } from '../../../api/contracts/risk-level';
import { dataApi } from '../../../api/data';
import type { AppServices } from '../../../app/services';
import { CLEARED_DEVICES_TEXTS } from '../../../panels/cleared-devices/cleared-devices-texts';
import { REVIEW_TIME_TEXTS } from '../../../panels/review-time/review-time-texts';
import { RISK_CARD_TEXTS } from '../../../panels/risk-card/risk-card-texts';
import { DETAIL_TEXTS as TEXT } from './detail-texts';
import { ScenarioDetailDialog } from './ScenarioDetailDialog';
import { scenarioFromClassification } from '../rules/scenarios';
import { Scenario } from '../store';

/**
 * The scenario detail dialog against the real server on loopback, over the classification, 510(k), recall,
 * MAUDE and PMA files (the datasets classification.routes.test.ts imports, so that one snapshot serves both).
 */

let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());
beforeEach(() => fakeListLayout({ viewportPx: 500, rowPx: 60 }));
afterEach(() => vi.restoreAllMocks());

const api = () => dataApi(server.services.clients);
const REASONING = 'The profile names a diagnostic catheter for the heart, as this product code does.';

/** A scenario as the board keeps it, from the data service's classification of a real product code. */
async function scenarioOf(productCode: string, ai: Partial<Pick<Scenario, 'aiReasoning' | 'matchedTerms' | 'exampleKNumbers'>> = {}): Promise<Scenario> {
  const draft = scenarioFromClassification(await api().classification(productCode));
  return Scenario.assert({ ...draft, id: `scn_${productCode}`, order: 2, createdAt: null, updatedAt: null, ...ai });
}

function openDialog(scenario: Scenario, services: AppServices = server.services) {
  const onClose = vi.fn();
  renderWithServices(<ScenarioDetailDialog scenario={scenario} onClose={onClose} />, services);
  return { dialog: screen.getByRole('dialog', { name: `Scenario ${scenario.order}: ${scenario.productCode}` }), onClose };
}

const section = (name: string) => screen.getByRole('region', { name });

function fieldValue(container: HTMLElement, label: string): string | null {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function countText({ count, firstYear, lastYear, coverage }: TplcCount): string {
  if (!coverage.held) return TEXT.lifeCycle.notHeld;
  if (firstYear === null || lastYear === null) return `${count}`;
  return firstYear === lastYear ? `${count} (${firstYear})` : `${count} (${firstYear}–${lastYear})`;
}

describe('ScenarioDetailDialog', () => {
  it("shows a real product code's device, regulatory and risk details and its latest cleared devices", async () => {
    const scenario = await scenarioOf('DQY');
    const { dialog, onClose } = openDialog(scenario);

    const device = section(TEXT.sections.device);
    expect(fieldValue(device, TEXT.fields.deviceName)).toBe(scenario.deviceName);
    expect(fieldValue(device, TEXT.fields.productCode)).toBe('DQY');
    expect(fieldValue(device, TEXT.fields.reviewPanel)).toBe(`${scenario.medicalSpecialty} — ${scenario.medicalSpecialtyDescription}`);
    expect(fieldValue(device, TEXT.fields.deviceClass)).toBe(scenario.deviceClass);
    expect(scenario.avgTimeToClearence).not.toBeNull();
    const { average, overall } = await api().reviewTime('DQY');
    expect(average?.days).toBe(scenario.avgTimeToClearence);
    await waitFor(() =>
      expect(fieldValue(device, TEXT.fields.averageTime)).toBe(`${scenario.avgTimeToClearence} days ${REVIEW_TIME_TEXTS.averageYears(average!)}`),
    );
    const reviewTime = section(TEXT.sections.reviewTime);
    expect(within(reviewTime).getAllByText(REVIEW_TIME_TEXTS.restsOn(overall.decisions, overall.years)).length).toBeGreaterThan(0);

    const regulatory = section(TEXT.sections.regulatory);
    expect(fieldValue(regulatory, TEXT.fields.regulationNumber)).toBe(scenario.regulationNumber);
    expect(fieldValue(regulatory, TEXT.fields.regulationDescription)).toBe(scenario.regulationDescription);

    const newest = (await api().latestDevices('DQY')).items[0]!;
    const latest = section(TEXT.sections.latest);
    expect(await within(latest).findByRole('article', { name: newest.k_number })).toBeInTheDocument();
    expect(within(latest).getByRole('region', { name: CLEARED_DEVICES_TEXTS.listLabel('DQY') })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives the risk level of the adverse events and recalls held, and lists the top events', async () => {
    const snapshot = await api().riskSnapshot({ productCode: 'DQY' });
    expect(snapshot.coverage).toMatchObject({ adverse_events: { held: true }, recalls: { held: true } });
    expect(snapshot.adverse_events.length).toBeGreaterThan(0);
    openDialog(await scenarioOf('DQY'));

    const risk = section(TEXT.sections.risk);
    const level = riskLevel(riskTotal(snapshot.adverse_events, snapshot.recalls).total);
    expect(await within(risk).findByText(level, { selector: '.cw-risk-badge' })).toBeInTheDocument();
    for (const { product_problem } of snapshot.adverse_events.slice(0, 3)) expect(within(risk).getByText(product_problem)).toBeInTheDocument();
    expect(within(risk).queryByText(RISK_CARD_TEXTS.levelWithoutEvents)).not.toBeInTheDocument();
    expect(within(risk).queryByText(RISK_CARD_TEXTS.eventsNotHeld)).not.toBeInTheDocument();
    expect(within(risk).getByText(`${snapshot.recalls} recall(s) issued for this product code`)).toBeInTheDocument();
  });

  it("shows the scenario's life-cycle counts with their years and where they come from", async () => {
    const scenario = await scenarioOf('DQY');
    const tplc = scenario.tplcSnapshot!;
    openDialog(scenario);

    const risk = section(TEXT.sections.risk);
    expect(fieldValue(risk, TEXT.lifeCycle.clearances)).toBe(countText(tplc.clearances));
    expect(fieldValue(risk, TEXT.lifeCycle.pmas)).toBe(countText(tplc.pmas));
    expect(fieldValue(risk, TEXT.lifeCycle.recalls)).toBe(countText(tplc.recalls));
    expect(fieldValue(risk, TEXT.lifeCycle.mdrs)).toBe(countText(tplc.mdrs));
    for (const note of tplc.notes) expect(within(risk).getByText(note)).toBeInTheDocument();
  });

  it('shows the AI classification reasoning with its matched terms and example K-numbers only when there is one', async () => {
    const plain = await scenarioOf('DQY');
    openDialog(plain);
    expect(screen.queryByRole('region', { name: TEXT.sections.reasoning })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    const exampleKNumbers = plain.clearedKNumbers.slice(0, 2);
    expect(exampleKNumbers).toHaveLength(2);
    openDialog({ ...plain, aiReasoning: REASONING, matchedTerms: ['catheter', 'heart'], exampleKNumbers });
    const reasoning = section(TEXT.sections.reasoning);
    expect(reasoning).toHaveTextContent(REASONING);
    expect(reasoning).toHaveTextContent(`${TEXT.reasoning.matchedTerms}: catheter, heart`);
    expect(reasoning).toHaveTextContent(`${TEXT.reasoning.exampleKNumbers}: ${exampleKNumbers.join(', ')}`);
  });

  it('falls back for a product code without a regulation or clearances', async () => {
    const { rows } = await sql<{ product_code: string }>`
      select pc.product_code from fda_product_codes pc
      where pc.regulation_number is null and not exists (select 1 from fda_devices d where d.product_code = pc.product_code)
      order by pc.product_code limit 1`.execute(server.db);
    const scenario = await scenarioOf(rows[0]!.product_code);
    expect(scenario).toMatchObject({ regulationNumber: null, regulationDescription: null, avgTimeToClearence: null });
    expect(scenario.tplcSnapshot!.clearances.coverage.held).toBe(false);
    openDialog(scenario);

    expect(fieldValue(section(TEXT.sections.device), TEXT.fields.averageTime)).toBe('-');
    expect(await within(section(TEXT.sections.reviewTime)).findByText(REVIEW_TIME_TEXTS.noForecast(0, scenario.productCode))).toBeInTheDocument();
    const regulatory = section(TEXT.sections.regulatory);
    expect(fieldValue(regulatory, TEXT.fields.regulationNumber)).toBe('-');
    expect(fieldValue(regulatory, TEXT.fields.regulationDescription)).toBe('No regulation description available');
    expect(fieldValue(section(TEXT.sections.risk), TEXT.lifeCycle.clearances)).toBe(TEXT.lifeCycle.notHeld);
    expect(await within(section(TEXT.sections.latest)).findByText(CLEARED_DEVICES_TEXTS.empty(scenario.productCode))).toBeInTheDocument();
  });

  it('says when the risk data cannot be loaded', async () => {
    const scenario = await scenarioOf('DQY');
    openDialog(scenario, servicesAt('http://127.0.0.1:9', { getIdToken: async () => 'any token' }));
    const risk = section(TEXT.sections.risk);
    expect(await within(risk).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error loading risk data: Network connection failed');
    // The scenario's own fields need no call.
    expect(fieldValue(section(TEXT.sections.device), TEXT.fields.deviceName)).toBe(scenario.deviceName);
  });
});
