import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Coverage, RiskSnapshot } from '../../api/contracts/data';
import { rawCsvRecords } from '../../../server/testing/raw-fda-files';
import { RiskCardBody } from './RiskCard';
import { RISK_CARD_TEXTS as TEXT } from './risk-card-texts';

const held = (sources: string[]): Coverage => ({ held: true, sources, firstYear: 2024, lastYear: 2025 });
const NOT_HELD: Coverage = { held: false, sources: [], firstYear: null, lastYear: null };

/** Five device-problem terms of the IMDRF table (annex A), as a snapshot would carry them, most reported first. */
function snapshotWithFiveEvents(): RiskSnapshot {
  const terms = rawCsvRecords('problem_codes/imdrf_2025_combined.csv').filter((row) => row.Annex === 'A').slice(0, 5);
  return {
    product_code: 'NAY',
    adverse_events: terms.map((row, i) => ({ product_problem: row.Term!, count: 50 - i * 10 })),
    recalls: 1,
    coverage: { adverse_events: held(['maude']), recalls: held(['recalls']) },
  };
}

const listedEvents = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.firstChild!.textContent);

describe('the risk card', () => {
  it("lists the top 3 adverse events, then all with 'Show N More Events', and the top 3 again with 'Show Less'", async () => {
    const snapshot = snapshotWithFiveEvents();
    const names = snapshot.adverse_events.map((event) => event.product_problem);
    render(<RiskCardBody snapshot={snapshot} />);
    expect(listedEvents()).toEqual(names.slice(0, 3));

    await userEvent.click(screen.getByRole('button', { name: 'Show 2 More Events' }));
    expect(listedEvents()).toEqual(names);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(listedEvents()).toEqual(names.slice(0, 3));
  });

  it('badges the level of SPEC section 4 (entries + sum of counts + recalls) and counts the recalls', () => {
    // 5 entries + (50 + 40 + 30 + 20 + 10) + 1 recall = 156: HIGH.
    render(<RiskCardBody snapshot={snapshotWithFiveEvents()} />);
    expect(screen.getByText('HIGH')).toHaveAttribute('data-level', 'HIGH');
    expect(screen.getByText('1 recall(s) issued for this product code')).toBeInTheDocument();
  });

  it('says when no events are reported and no recalls issued, with no button', () => {
    const snapshot: RiskSnapshot = { ...snapshotWithFiveEvents(), adverse_events: [], recalls: 0 };
    render(<RiskCardBody snapshot={snapshot} />);
    expect(screen.getByText(TEXT.noEvents)).toBeInTheDocument();
    expect(screen.getByText('No recalls issued for this product code.')).toBeInTheDocument();
    expect(screen.getByText('LOW')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what the imported files do not hold instead of counting it as none', () => {
    const snapshot: RiskSnapshot = { ...snapshotWithFiveEvents(), coverage: { adverse_events: NOT_HELD, recalls: NOT_HELD } };
    render(<RiskCardBody snapshot={snapshot} />);
    expect(screen.getByText(TEXT.levelUnknown)).toBeInTheDocument();
    expect(screen.getByText(TEXT.eventsNotHeld)).toBeInTheDocument();
    expect(screen.getByText(TEXT.recallsNotHeld)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.noEvents)).not.toBeInTheDocument();
  });
});
