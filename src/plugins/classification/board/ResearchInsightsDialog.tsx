import { use$ } from '@legendapp/state/react';
import { InsightsDialog } from '../../../panels/InsightsDialog';
import { scenarioBoard$ } from './board-state';
import { BOARD_TEXTS } from './board-texts';
import { boardUi } from './board-ui';
import { classification$ } from '../store';

const TEXT = BOARD_TEXTS.insights;

/** The last classification's research insights, as the engine wrote them. */
export function ResearchInsightsDialog() {
  const open = use$(scenarioBoard$.insightsOpen);
  const insights = use$(classification$.researchInsights);
  return <InsightsDialog open={open} onClose={boardUi.closeInsights} title={TEXT.title} text={insights} empty={TEXT.empty} emptyHint={TEXT.emptyHint} />;
}
