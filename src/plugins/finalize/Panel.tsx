import { use$ } from '@legendapp/state/react';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { finalize$ } from './store';

export default function FinalizePanel() {
  const notes = use$(finalize$.notes);
  return (
    <StepPlaceholder step="finalize" description="Review the strategy and build the 510(k) strategy report.">
      <label className="cw-field">
        <span>Strategy notes</span>
        <textarea value={notes} onChange={(e) => finalize$.notes.set(e.target.value)} rows={6} />
      </label>
    </StepPlaceholder>
  );
}
