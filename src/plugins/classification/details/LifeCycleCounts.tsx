import type { TplcCount, TplcSnapshot } from '../../../api/contracts/data';
import { FieldList } from '../../../panels/FieldList';
import { DETAIL_TEXTS } from './detail-texts';

const TEXT = DETAIL_TEXTS.lifeCycle;

function yearsOf({ firstYear, lastYear }: TplcCount): string {
  if (firstYear === null || lastYear === null) return '';
  return firstYear === lastYear ? ` (${firstYear})` : ` (${firstYear}–${lastYear})`;
}

/** A count with the years of its records; a dataset the files do not hold for the code is not a zero. */
const countText = (count: TplcCount): string => (count.coverage.held ? `${count.count}${yearsOf(count)}` : TEXT.notHeld);

/** The scenario's life-cycle counts (clearances, PMAs, recalls, MDRs) and the notes on where each comes from. */
export function LifeCycleCounts({ snapshot }: { snapshot: TplcSnapshot }) {
  return (
    <div className="cw-life-cycle">
      <h4>{TEXT.lifeCycle}</h4>
      <FieldList
        fields={[
          { label: TEXT.clearances, value: countText(snapshot.clearances) },
          { label: TEXT.pmas, value: countText(snapshot.pmas) },
          { label: TEXT.recalls, value: countText(snapshot.recalls) },
          { label: TEXT.mdrs, value: countText(snapshot.mdrs) },
        ]}
      />
      {snapshot.notes.length > 0 ? (
        <ul className="cw-life-cycle-notes cw-muted">
          {snapshot.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
