import { use$ } from '@legendapp/state/react';
import { SnapshotParagraphs, SnapshotSources } from '../../../panels/ai-snapshot/SnapshotBody';
import { usDate } from '../../../api/text/us-date';
import { StepSnapshotCard } from '../../step-kit/StepSnapshotCard';
import { testsStandards$ } from '../store';
import { standardsBoard$ } from './board-state';
import { STANDARDS_TEXTS as TEXT } from './texts';

/** The tests and standards AI snapshot of the code (SPEC section 2), with the day it was written and its sources. */
export function StandardsSnapshot({ productCode }: { productCode: string }) {
  const analysis = use$(testsStandards$.analysisByProductCode[productCode]);
  const run = use$(standardsBoard$.analysis[productCode]);
  return (
    <StepSnapshotCard
      step="standards"
      productCode={productCode}
      snapshot={analysis}
      analysis={run}
      texts={TEXT.snapshot}
      run="tests-standards.refresh"
    >
      {(stored) => (
        <div className="cw-standards-snapshot">
          <SnapshotParagraphs text={stored.aiSnapshot} />
          <p className="cw-muted cw-standards-caption">
            {TEXT.snapshot.written(usDate(stored.updatedAt.slice(0, 10)))}
            {stored.engine.note ? `. ${stored.engine.note}` : ''}
          </p>
          <SnapshotSources sources={stored.sources} label={TEXT.snapshot.sources} />
        </div>
      )}
    </StepSnapshotCard>
  );
}
