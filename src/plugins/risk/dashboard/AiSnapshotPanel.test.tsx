import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unreachableServices } from '../../../../tests/app-services';
import { renderWithServices } from '../../../../tests/render-with-services';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { setContextKey } from '../../../commands/context';
import type { Disposable } from '../../../commands/types';
import { AI_MESSAGES } from '../../../api/contracts/ai';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { PROFILE_REQUIRED_FILLED_KEY } from '../../common/profile-requests';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { stepIndexOf } from '../../step-kit/step-context';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { risk$, riskDateRange$, type RiskResult } from '../store';
import { AiSnapshotPanel } from './AiSnapshotPanel';
import { riskBoard$ } from './dashboard-state';
import { SNAPSHOT_TEXTS } from '../../../panels/ai-snapshot/SnapshotCard';
import { RISK_TEXTS as TEXT } from './texts';
import { riskViewCommands } from './view-commands';

/** The AI snapshot's four variants (SPEC section 2): skeleton, 'Data Loading Error' with Retry, empty, the snapshot. */
let host: PluginHost;
const keys: Disposable[] = [];
beforeEach(async () => {
  clearAllCache({ reload: false });
  riskBoard$.analysis.set({});
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([definePlugin({ id: 'risk-view-test', activate: (api) => riskViewCommands().forEach((command) => api.registerCommand(command)) })]);
  // The device profiler's key, as it sets it for a profile with its required fields.
  keys.push(setContextKey(CURRENT_STEP_KEY, stepIndexOf('risk')), setContextKey(SELECTED_PRODUCT_CODE_KEY, 'DQY'), setContextKey(PROFILE_REQUIRED_FILLED_KEY, true));
});
afterEach(() => {
  keys.splice(0).forEach((key) => key.dispose());
  host.deactivateAll();
});

const result = (years: { startYear: number; endYear: number }): RiskResult => ({
  years,
  data: {
    totalRecalls: { value: [{ device_class: 'Class II', count: 12 }], coverage: null, error: null },
    totalMdrs: { value: { total_count: 0, line_chart: [] }, coverage: null, error: null },
    topDeviceProblems: { value: [], coverage: null, error: null },
    topPatientProblems: { value: [], coverage: null, error: null },
  },
  analysis: {
    risk_level: 'MEDIUM',
    risk_total: 12,
    ai_snapshot: 'First paragraph of the snapshot.\n\nSecond paragraph.',
    highlights: ['12 recalls in the years asked'],
    engine: { provider: 'local', model: null, note: 'Written by the local regulatory engine' },
    sources: [{ kind: 'recall', id: 'Z-0001-2020', label: 'Recall Z-0001-2020', url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfRES/res.cfm?start_search=1&event_id=1' }],
  },
  updatedAt: '2026-11-20T09:00:00.000Z',
});

describe('AiSnapshotPanel', () => {
  it("offers the first analysis when none ran: 'No AI Analysis Available'", () => {
    renderWithServices(<AiSnapshotPanel productCode="DQY" />, unreachableServices());
    expect(screen.getByText(SNAPSHOT_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.snapshot.run })).toBeEnabled();
  });

  it('keeps the run button disabled with the reason while the profile misses required fields', () => {
    act(() => void keys.push(setContextKey(PROFILE_REQUIRED_FILLED_KEY, false)));
    renderWithServices(<AiSnapshotPanel productCode="DQY" />, unreachableServices());
    expect(screen.getByRole('button', { name: TEXT.snapshot.run })).toBeDisabled();
    expect(screen.getByRole('button', { name: TEXT.snapshot.run })).toHaveAttribute('title', AI_MESSAGES.requiredProfileFields);
  });

  it('shows a skeleton while the analysis runs, and the error with Retry when it failed', () => {
    renderWithServices(<AiSnapshotPanel productCode="DQY" />, unreachableServices());
    act(() => riskBoard$.analysis.DQY!.set('running'));
    expect(screen.getByRole('status', { name: TEXT.loading })).toBeInTheDocument();
    act(() => riskBoard$.analysis.DQY!.set('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(SNAPSHOT_TEXTS.error);
    expect(screen.getByRole('button', { name: TEXT.retry })).toBeEnabled();
  });

  it('shows the stored snapshot with its level, paragraphs, sources and years, and says when the slider moved since', () => {
    const years = { startYear: 2002, endYear: new Date().getFullYear() };
    act(() => risk$.resultsByProductCode.DQY!.set(result(years)));
    renderWithServices(<AiSnapshotPanel productCode="DQY" />, unreachableServices());
    expect(screen.getByText('MEDIUM')).toHaveAttribute('data-level', 'MEDIUM');
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recall Z-0001-2020' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/^Written from the data of 2002 – Now, 11\/20\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/refresh to write the snapshot/)).not.toBeInTheDocument();

    act(() => riskDateRange$.set({ startYear: 2010, endYear: 2015 }));
    expect(screen.getByText(TEXT.snapshot.otherYears('2010 – 2015'))).toBeInTheDocument();
  });
});
