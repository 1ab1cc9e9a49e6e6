import { use$ } from '@legendapp/state/react';
import { SnapshotParagraphs, SnapshotSources } from '../../../panels/ai-snapshot/SnapshotBody';
import { SnapshotCard, snapshotState } from '../../../panels/ai-snapshot/SnapshotCard';
import { usDate } from '../../../api/text/us-date';
import { classificationRun$ } from '../../classification/store';
import { testsStandards$ } from '../store';
import { standardsBoard$ } from './board-state';
import { STANDARDS_TEXTS as TEXT } from './texts';

/** The tests and standards AI snapshot of the code (SPEC section 2), with the day it was written and its sources. */
export function StandardsSnapshot({ productCode }: { productCode: string }) {
  const analysis = use$(testsStandards$.analysisByProductCode[productCode]);
  const run = use$(standardsBoard$.analysis[productCode]);
  const flowRunning = use$(classificationRun$.running);
  const state = snapshotState(run, flowRunning, analysis !== undefined);
  return (
    <SnapshotCard
      title={TEXT.snapshot.title}
      state={state}
      run="tests-standards.refresh"
      runLabel={TEXT.snapshot.run}
      emptyHint={TEXT.snapshot.emptyHint}
      feedback={analysis && { kind: 'result', step: 'standards', product_code: productCode, result: analysis.updatedAt }}
    >
      {analysis ? (
        <div className="cw-standards-snapshot">
          <SnapshotParagraphs text={analysis.aiSnapshot} />
          <p className="cw-muted cw-standards-caption">
            {TEXT.snapshot.written(usDate(analysis.updatedAt.slice(0, 10)))}
            {analysis.engine.note ? `. ${analysis.engine.note}` : ''}
          </p>
          <SnapshotSources sources={analysis.sources} label={TEXT.snapshot.sources} />
        </div>
      ) : null}
    </SnapshotCard>
  );
}
