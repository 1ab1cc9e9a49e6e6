import { use$ } from '@legendapp/state/react';
import { RiskCard } from '../../panels/risk-card/RiskCard';
import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { yearLabel } from './rules/dashboard-rules';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { riskDateRange$ } from './store';

export default function RiskPanel() {
  const { startYear, endYear } = use$(riskDateRange$);
  return (
    <StepPlaceholder
      step="risk"
      description="See the recalls, adverse events and reported device and patient problems for the product code."
    >
      <RequireSelectedScenario>
        {(productCode) => (
          <>
            <p className="cw-muted">
              {productCode}, years covered: {startYear} – {yearLabel(endYear)}
            </p>
            <section className="cw-risk-step-card" aria-label={`Risk card of ${productCode}`}>
              <RiskCard productCode={productCode} />
            </section>
          </>
        )}
      </RequireSelectedScenario>
    </StepPlaceholder>
  );
}
