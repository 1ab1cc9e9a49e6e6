import { use$ } from '@legendapp/state/react';
import type { RecallsByClass } from '../../../api/contracts/data';
import { commandRegistry } from '../../../commands/registry';
import { problemsShown, RECALL_CLASS_LOOK, recallClassSplit } from '../rules/dashboard-rules';
import { ProblemBars, YearLineChart } from './charts';
import { DashboardCard } from './DashboardCard';
import { riskView$, type ProblemKind } from './dashboard-state';
import { RISK_TEXTS as TEXT } from './texts';
import { useTopProblems, useTotalMdrs, useTotalRecalls } from './use-risk-data';

const count = (n: number) => n.toLocaleString('en-US');

/** Opens the reports naming a problem, through the command (so the palette's history has it too). */
export const openProblemReports = (kind: ProblemKind, problem: string) =>
  void commandRegistry.execute('risk.open-reports', { kind, problem }, 'button').catch(() => {});

/**
 * Total Recalls: the count, and how it splits by device class (SPEC section 9's colours) and, where FDA's
 * enforcement reports give it, by FDA's recall class.
 */
export function RecallsCard({ productCode }: { productCode: string }) {
  const card = useTotalRecalls(productCode);
  return (
    <DashboardCard title={TEXT.recalls.title} more="risk.open-recalls" card={card} errorText={TEXT.recalls.error} counts="recalls">
      {({ items }) => {
        const total = items.reduce((sum, item) => sum + item.count, 0);
        if (items.length === 0) return <p className="cw-risk-empty">{TEXT.recalls.empty}</p>;
        return (
          <>
            <p className="cw-risk-figure">{count(total)}</p>
            <ul className="cw-risk-classes" aria-label={TEXT.recalls.byClass}>
              {items.map(({ device_class, count: n }) => (
                <li key={device_class} data-colour={RECALL_CLASS_LOOK[device_class].colour}>
                  {device_class}: {count(n)} <span className="cw-muted">({RECALL_CLASS_LOOK[device_class].label})</span>
                </li>
              ))}
            </ul>
            <RecallClassPills items={items} />
          </>
        );
      }}
    </DashboardCard>
  );
}

function RecallClassPills({ items }: { items: RecallsByClass }) {
  const split = recallClassSplit(items);
  if (split === null) return null;
  return (
    <ul className="cw-risk-classes" aria-label={TEXT.recalls.byRecallClass}>
      {split.rows.map(({ recallClass, count: n, colour, label }) => (
        <li key={recallClass ?? 'none'} data-colour={colour} title={recallClass === null ? undefined : label}>
          {TEXT.recalls.recallClassOf(recallClass)}: {count(n)}
        </li>
      ))}
    </ul>
  );
}

/** Total MDRs: the count and the reports received per year. */
export function MdrsCard({ productCode }: { productCode: string }) {
  const card = useTotalMdrs(productCode);
  return (
    <DashboardCard title={TEXT.mdrs.title} more="risk.open-mdrs" card={card} errorText={TEXT.mdrs.error} counts="MDR reports">
      {({ total_count, line_chart }) =>
        total_count === 0 ? (
          <p className="cw-risk-empty">{TEXT.mdrs.empty}</p>
        ) : (
          <>
            <p className="cw-risk-figure">{count(total_count)}</p>
            <YearLineChart points={line_chart} height={140} label={TEXT.mdrs.chartLabel} />
          </>
        )
      }
    </DashboardCard>
  );
}

const PROBLEM_TEXTS = { device: TEXT.deviceProblems, patient: TEXT.patientProblems } as const;

/** Top Device Problems or Top Patient Problems: the most reported, 5 beside the snapshot, else 8. */
export function ProblemsCard({ productCode, kind }: { productCode: string; kind: ProblemKind }) {
  const card = useTopProblems(productCode, kind);
  const snapshotShown = use$(riskView$.snapshotShown);
  const texts = PROBLEM_TEXTS[kind];
  return (
    <DashboardCard
      title={texts.title}
      more={kind === 'device' ? 'risk.open-device-problems' : 'risk.open-patient-problems'}
      card={card}
      errorText={texts.error}
      counts={`${kind} problem reports`}
    >
      {({ items }) =>
        items.length === 0 ? (
          <div className="cw-risk-empty">
            <p>{texts.empty}</p>
            {kind === 'patient' ? <p className="cw-muted">{TEXT.patientProblems.emptyHint}</p> : null}
          </div>
        ) : (
          <ProblemBars items={items.slice(0, problemsShown(snapshotShown))} label={texts.title} onSelect={(problem) => openProblemReports(kind, problem)} />
        )
      }
    </DashboardCard>
  );
}
