import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { RequiredFieldsForm } from './RequiredFieldsForm';

export default function DeviceProfilerPanel() {
  return (
    <StepPlaceholder
      step="device-profiler"
      description="Build the device profile: what the device is, what it does and what it is for."
    >
      <RequiredFieldsForm />
    </StepPlaceholder>
  );
}
