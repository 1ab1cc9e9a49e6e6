import { use$ } from '@legendapp/state/react';
import { RiskCard } from '../../../panels/risk-card/RiskCard';
import { RefreshIcon } from '../../../panels/board-icons';
import { CommandButton } from '../../../panels/CommandButton';
import { RequireProfileFields } from '../../step-kit/RequireProfileFields';
import { risk$ } from '../store';
import { AiSnapshotPanel } from './AiSnapshotPanel';
import { riskView$ } from './dashboard-state';
import { RiskDialogs } from './dialogs/RiskDialogs';
import { MdrsCard, ProblemsCard, RecallsCard } from './RiskCards';
import { RISK_TEXTS as TEXT } from './texts';
import { YearRangeSlider } from './YearRangeSlider';
import './risk-dashboard.css';

/**
 * The Risk step for one product code: the year range and actions, the cards, the AI snapshot, the dialogs.
 * FDA's figures need no profile; without a snapshot of the code, the missing required fields are named above them.
 */
export function RiskDashboard({ productCode }: { productCode: string }) {
  const snapshotShown = use$(riskView$.snapshotShown);
  const analysed = use$(() => risk$.resultsByProductCode[productCode]!.get() !== undefined);
  return (
    <>
      <div className="cw-risk-toolbar">
        <span className="cw-risk-code">{productCode}</span>
        <YearRangeSlider />
        <div className="cw-risk-toolbar-actions">
          <CommandButton command="risk.refresh">
            <RefreshIcon />
            {TEXT.refresh}
          </CommandButton>
          <CommandButton command="risk.toggle-snapshot">{snapshotShown ? TEXT.snapshot.hide : TEXT.snapshot.show}</CommandButton>
        </div>
      </div>
      {analysed ? null : <RequireProfileFields needs={TEXT.profileNeeded} />}
      <div className="cw-risk-layout" data-snapshot={snapshotShown}>
        <div className="cw-risk-cards">
          <section className="cw-risk-tile cw-risk-tile-wide" aria-label={`Risk card of ${productCode}`}>
            <RiskCard productCode={productCode} />
            <p className="cw-risk-caption">{TEXT.riskCardYears}</p>
          </section>
          <RecallsCard productCode={productCode} />
          <MdrsCard productCode={productCode} />
          <ProblemsCard productCode={productCode} kind="device" />
          <ProblemsCard productCode={productCode} kind="patient" />
        </div>
        {snapshotShown ? <AiSnapshotPanel productCode={productCode} /> : null}
      </div>
      <RiskDialogs productCode={productCode} />
    </>
  );
}
