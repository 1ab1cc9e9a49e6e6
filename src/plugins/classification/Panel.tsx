import { use$ } from '@legendapp/state/react';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { classification$ } from './store';

export default function ClassificationPanel() {
  const scenarios = use$(classification$.scenarios);
  return (
    <StepPlaceholder
      step="classification"
      description="Pick the product code (scenario) the 510(k) will be reviewed under: device class, regulation and review panel."
    >
      {scenarios.length === 0 ? (
        <p>No scenarios found yet.</p>
      ) : (
        <ol>
          {scenarios.map((s) => (
            <li key={s.productCode}>
              {s.productCode} · {s.deviceName}
            </li>
          ))}
        </ol>
      )}
    </StepPlaceholder>
  );
}
