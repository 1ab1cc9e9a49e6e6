import { useId, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import type { CommandArgs, CommandId } from '../../commands/types';
import type { ResultSubject } from '../../api/contracts/feedback';
import { FeedbackButtons } from '../feedback/FeedbackButtons';
import { RefreshIcon } from '../board-icons';
import { CommandButton } from '../CommandButton';
import './snapshot-card.css';

/** SPEC section 2: the AI snapshot cards' texts, shared by the Risk and the Tests & Standards steps. */
export const SNAPSHOT_TEXTS = {
  error: 'Data Loading Error',
  retry: 'Retry',
  empty: 'No AI Analysis Available',
  loading: 'Loading...',
} as const;

export type SnapshotState = 'running' | 'failed' | 'empty' | 'ready';

/**
 * The card's state from its step's analysis of the code (running, failed or neither), whether the
 * classification flow is running (it runs every step's analysis) and whether a snapshot is stored.
 */
export function snapshotState(analysis: 'running' | 'failed' | undefined, flowRunning: boolean, stored: boolean): SnapshotState {
  if (analysis === 'running' || (flowRunning && !stored)) return 'running';
  if (analysis === 'failed') return 'failed';
  return stored ? 'ready' : 'empty';
}

/** A command that takes no arguments, so a button can run it as it is. */
export type PlainCommandId = { [K in CommandId]: CommandArgs[K] extends void ? K : never }[CommandId];

interface SnapshotCardProps {
  title: string;
  state: SnapshotState;
  /** The command that runs the analysis: Retry after a failure, the first run when none ran. */
  run: PlainCommandId;
  /** Label of the first run's button and the line above it. */
  runLabel: string;
  emptyHint: string;
  /** The snapshot, when `state` is 'ready'. */
  children?: ReactNode;
  /** The snapshot shown, for the thumbs up / down under it; none without it. */
  feedback?: ResultSubject;
}

/**
 * An AI Safety Snapshot card (SPEC section 2): a skeleton while its analysis runs, 'Data Loading Error' with
 * Retry when it failed, 'No AI Analysis Available' before any ran, else the snapshot.
 */
export function SnapshotCard({ title, state, run, runLabel, emptyHint, children, feedback }: SnapshotCardProps) {
  const titleId = useId();
  return (
    <aside className="cw-snapshot-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {state === 'running' ? (
        <Skeleton label={SNAPSHOT_TEXTS.loading} lines={4} />
      ) : state === 'failed' ? (
        <div className="cw-snapshot-state" role="alert">
          <p className="cw-snapshot-state-title">{SNAPSHOT_TEXTS.error}</p>
          <CommandButton command={run}>{SNAPSHOT_TEXTS.retry}</CommandButton>
        </div>
      ) : state === 'empty' ? (
        <div className="cw-snapshot-state">
          <p className="cw-snapshot-state-title">{SNAPSHOT_TEXTS.empty}</p>
          <p className="cw-muted">{emptyHint}</p>
          <CommandButton command={run} className="cw-button cw-button-primary">
            <RefreshIcon />
            {runLabel}
          </CommandButton>
        </div>
      ) : (
        <>
          {children}
          {feedback && <FeedbackButtons subject={feedback} label={`Feedback on the ${title}`} />}
        </>
      )}
    </aside>
  );
}
