import { use$ } from '@legendapp/state/react';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useRef, useState } from 'react';
import { RISK_FIRST_YEAR } from '../../../api/contracts/data';
import { clampRiskYears } from '../../../api/data';
import { yearLabel } from '../rules/dashboard-rules';
import { riskDateRange$ } from '../store';
import { RISK_TEXTS as TEXT } from './texts';

/** SPEC section 9: the slider applies a change 500 ms after it. */
export const YEAR_RANGE_DEBOUNCE_MS = 500;

/**
 * The dashboard's years: 2002 to the current year, the upper end labelled 'Now'. The thumbs move at once; the
 * range is applied (clamped, stored) 500 ms after the last change, and a range set elsewhere (the palette's
 * 'Set the years') moves the thumbs.
 */
export function YearRangeSlider() {
  const applied = use$(riskDateRange$);
  const currentYear = new Date().getFullYear();
  const [draft, setDraft] = useState<[number, number]>([applied.startYear, applied.endYear]);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setDraft([applied.startYear, applied.endYear]), [applied.startYear, applied.endYear]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const change = (value: number[]) => {
    const [startYear = RISK_FIRST_YEAR, endYear = currentYear] = value;
    setDraft([startYear, endYear]);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => riskDateRange$.set(clampRiskYears({ startYear, endYear }, currentYear)), YEAR_RANGE_DEBOUNCE_MS);
  };

  return (
    <div className="cw-year-range" role="group" aria-label={TEXT.years.label}>
      <span className="cw-year-range-value" aria-hidden>
        {draft[0]}
      </span>
      <Slider.Root className="cw-year-slider" min={RISK_FIRST_YEAR} max={currentYear} step={1} value={draft} onValueChange={change}>
        <Slider.Track className="cw-year-slider-track">
          <Slider.Range className="cw-year-slider-range" />
        </Slider.Track>
        <Slider.Thumb className="cw-year-slider-thumb" aria-label={TEXT.years.start} aria-valuetext={String(draft[0])} />
        <Slider.Thumb className="cw-year-slider-thumb" aria-label={TEXT.years.end} aria-valuetext={yearLabel(draft[1], currentYear)} />
      </Slider.Root>
      <span className="cw-year-range-value" aria-hidden>
        {yearLabel(draft[1], currentYear)}
      </span>
    </div>
  );
}
