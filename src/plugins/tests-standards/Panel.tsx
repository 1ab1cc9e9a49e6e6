import { use$ } from '@legendapp/state/react';
import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { testsStandards$ } from './store';

export default function TestsStandardsPanel() {
  const rowsByProductCode = use$(testsStandards$.rowsByProductCode);
  return (
    <StepPlaceholder
      step="tests-standards"
      description="Plan the bench, safety and performance tests and the FDA-recognized consensus standards the device must meet."
    >
      <RequireSelectedScenario>
        {(productCode) => {
          const rows = rowsByProductCode[productCode] ?? [];
          return (
            <p>
              {rows.length === 0
                ? 'No Testing Standards Available - No testing standards have been generated yet. Generate standards from AI analysis or add them manually.'
                : `${rows.length} test(s) and standard(s) planned for ${productCode}.`}
            </p>
          );
        }}
      </RequireSelectedScenario>
    </StepPlaceholder>
  );
}
