import { use$ } from '@legendapp/state/react';
import type { ReactNode } from 'react';
import type { FeedbackStep } from '../../api/contracts/feedback';
import { SnapshotCard, snapshotState, type PlainCommandId } from '../../panels/ai-snapshot/SnapshotCard';
import { classificationRun$ } from '../classification/store';

interface StepSnapshotCardProps<T extends { updatedAt: string }> {
  step: FeedbackStep;
  productCode: string;
  /** The step's stored snapshot of the code, if any; its updatedAt names the result its feedback is about. */
  snapshot: T | undefined;
  /** The step board's analysis of the code: running, failed or neither. */
  analysis: 'running' | 'failed' | undefined;
  texts: { title: string; run: string; emptyHint: string };
  /** The step's refresh command. */
  run: PlainCommandId;
  children(snapshot: T): ReactNode;
}

/**
 * A step's AI snapshot card of a product code (SPEC section 2): its state from the step's analysis and the
 * classification flow (which runs every step's analysis), else the stored snapshot with thumbs under it.
 */
export function StepSnapshotCard<T extends { updatedAt: string }>({
  step,
  productCode,
  snapshot,
  analysis,
  texts,
  run,
  children,
}: StepSnapshotCardProps<T>) {
  const flowRunning = use$(classificationRun$.running);
  return (
    <SnapshotCard
      title={texts.title}
      state={snapshotState(analysis, flowRunning, snapshot !== undefined)}
      run={run}
      runLabel={texts.run}
      emptyHint={texts.emptyHint}
      feedback={snapshot === undefined ? undefined : { kind: 'result', step, product_code: productCode, result: snapshot.updatedAt }}
    >
      {snapshot === undefined ? null : children(snapshot)}
    </SnapshotCard>
  );
}
