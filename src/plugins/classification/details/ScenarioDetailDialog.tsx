import { ContentDialog } from '../../../panels/ContentDialog';
import { FieldList } from '../../../panels/FieldList';
import { LatestClearedDevices } from '../../../panels/cleared-devices/LatestClearedDevices';
import { AverageClearanceYears, ReviewTimeForecast } from '../../../panels/review-time/ReviewTimeForecast';
import { RiskCard } from '../../../panels/risk-card/RiskCard';
import { BOARD_TEXTS } from '../board/board-texts';
import { DetailSection } from './DetailSection';
import { DETAIL_TEXTS as TEXT } from './detail-texts';
import { LifeCycleCounts } from './LifeCycleCounts';
import { reviewPanelText } from './scenario-fields';
import type { Scenario } from '../store';
import './scenario-details.css';

function ClassificationReasoning({ scenario }: { scenario: Scenario }) {
  return (
    <DetailSection title={TEXT.sections.reasoning}>
      <p className="cw-scenario-reasoning">{scenario.aiReasoning}</p>
      {scenario.matchedTerms.length > 0 ? (
        <p>
          <strong>{TEXT.reasoning.matchedTerms}:</strong> {scenario.matchedTerms.join(', ')}
        </p>
      ) : null}
      {scenario.exampleKNumbers.length > 0 ? (
        <p>
          <strong>{TEXT.reasoning.exampleKNumbers}:</strong> {scenario.exampleKNumbers.join(', ')}
        </p>
      ) : null}
    </DetailSection>
  );
}

/**
 * A scenario in full (SPEC section 2): its device and regulatory details, its review-time forecast (issue 27), a risk snapshot, the AI's
 * reasoning when there is one, and the ten latest cleared devices of its product code.
 */
export function ScenarioDetailDialog({ scenario, onClose }: { scenario: Scenario; onClose: () => void }) {
  const averageTime = scenario.avgTimeToClearence;
  return (
    <ContentDialog open onClose={onClose} title={BOARD_TEXTS.card.name(scenario.order, scenario.productCode)}>
      <div className="cw-scenario-details">
        <DetailSection title={TEXT.sections.device}>
          <FieldList
            fields={[
              { label: TEXT.fields.deviceName, value: scenario.deviceName },
              { label: TEXT.fields.productCode, value: scenario.productCode },
              { label: TEXT.fields.reviewPanel, value: reviewPanelText(scenario) },
              { label: TEXT.fields.deviceClass, value: scenario.deviceClass },
              {
                label: TEXT.fields.averageTime,
                value:
                  averageTime === null ? null : (
                    <>
                      {BOARD_TEXTS.card.days(averageTime)}
                      <AverageClearanceYears productCode={scenario.productCode} />
                    </>
                  ),
              },
            ]}
          />
        </DetailSection>
        <DetailSection title={TEXT.sections.regulatory}>
          <FieldList
            fields={[
              { label: TEXT.fields.regulationNumber, value: scenario.regulationNumber },
              { label: TEXT.fields.regulationDescription, value: scenario.regulationDescription ?? TEXT.noRegulationDescription },
            ]}
          />
          {scenario.definition ? (
            <div className="cw-scenario-definition">
              <h4>{TEXT.fields.definition}</h4>
              <p>{scenario.definition}</p>
            </div>
          ) : null}
        </DetailSection>
        <DetailSection title={TEXT.sections.reviewTime}>
          <ReviewTimeForecast productCode={scenario.productCode} />
        </DetailSection>
        <DetailSection title={TEXT.sections.risk}>
          <RiskCard productCode={scenario.productCode} />
          {scenario.tplcSnapshot ? <LifeCycleCounts snapshot={scenario.tplcSnapshot} /> : null}
        </DetailSection>
        {scenario.aiReasoning?.trim() ? <ClassificationReasoning scenario={scenario} /> : null}
        <DetailSection title={TEXT.sections.latest}>
          <LatestClearedDevices productCode={scenario.productCode} />
        </DetailSection>
      </div>
    </ContentDialog>
  );
}

export default ScenarioDetailDialog;
