import { use$ } from '@legendapp/state/react';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { riskDateRange$ } from './store';

export default function RiskPanel() {
  const { startYear, endYear } = use$(riskDateRange$);
  const end = endYear === new Date().getFullYear() ? 'Now' : String(endYear);
  return (
    <StepPlaceholder
      step="risk"
      description="See the recalls, adverse events and reported device and patient problems for the product code."
    >
      <p className="cw-muted">
        Years covered: {startYear} – {end}
      </p>
    </StepPlaceholder>
  );
}
