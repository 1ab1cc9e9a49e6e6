import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { RiskDashboard } from './dashboard/RiskDashboard';
import { RISK_TEXTS as TEXT } from './dashboard/texts';

const TITLE_ID = 'cw-risk-title';

/** The Risk step: the selected scenario's recalls, adverse events and AI risk snapshot over a range of years. */
export default function RiskPanel() {
  return (
    <section className="cw-risk" aria-labelledby={TITLE_ID}>
      <header className="cw-risk-header">
        <h1 id={TITLE_ID}>{TEXT.title}</h1>
        <p className="cw-muted">{TEXT.description}</p>
      </header>
      <RequireSelectedScenario>{(productCode) => <RiskDashboard productCode={productCode.trim().toUpperCase()} />}</RequireSelectedScenario>
    </section>
  );
}
