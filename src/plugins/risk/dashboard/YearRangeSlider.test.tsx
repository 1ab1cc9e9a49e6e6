import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { riskDateRange$ } from '../store';
import { RISK_TEXTS as TEXT } from './texts';
import { YEAR_RANGE_DEBOUNCE_MS, YearRangeSlider } from './YearRangeSlider';

const CURRENT_YEAR = new Date().getFullYear();
const thumb = (name: string) => screen.getByRole('slider', { name });
/** A key on a thumb as a user presses it: the thumb has the focus (Radix moves the focused thumb). */
function press(name: string, key: string) {
  act(() => thumb(name).focus());
  fireEvent.keyDown(thumb(name), { key });
}

beforeEach(() => {
  clearAllCache({ reload: false });
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('YearRangeSlider', () => {
  it("runs from 2002 to the current year, the upper end read as 'Now'", () => {
    render(<YearRangeSlider />);
    expect(thumb(TEXT.years.start)).toHaveAttribute('aria-valuemin', '2002');
    expect(thumb(TEXT.years.end)).toHaveAttribute('aria-valuemax', String(CURRENT_YEAR));
    expect(thumb(TEXT.years.end)).toHaveAttribute('aria-valuetext', 'Now');
  });

  it('moves at once and applies the range 500 ms after the last change', () => {
    render(<YearRangeSlider />);
    press(TEXT.years.start, 'ArrowRight');
    press(TEXT.years.start, 'ArrowRight');
    expect(thumb(TEXT.years.start)).toHaveAttribute('aria-valuenow', '2004');
    act(() => vi.advanceTimersByTime(YEAR_RANGE_DEBOUNCE_MS - 1));
    expect(riskDateRange$.peek()).toEqual({ startYear: 2002, endYear: CURRENT_YEAR });
    press(TEXT.years.end, 'ArrowLeft');
    act(() => vi.advanceTimersByTime(YEAR_RANGE_DEBOUNCE_MS - 1));
    expect(riskDateRange$.peek()).toEqual({ startYear: 2002, endYear: CURRENT_YEAR });
    act(() => vi.advanceTimersByTime(1));
    expect(riskDateRange$.peek()).toEqual({ startYear: 2004, endYear: CURRENT_YEAR - 1 });
    expect(thumb(TEXT.years.end)).toHaveAttribute('aria-valuetext', String(CURRENT_YEAR - 1));
  });

  it('follows a range set elsewhere (the palette)', () => {
    render(<YearRangeSlider />);
    act(() => riskDateRange$.set({ startYear: 2010, endYear: 2015 }));
    expect(thumb(TEXT.years.start)).toHaveAttribute('aria-valuenow', '2010');
    expect(thumb(TEXT.years.end)).toHaveAttribute('aria-valuenow', '2015');
  });
});
