import { use$ } from '@legendapp/state/react';
import { ContentDialog } from '../../panels/ContentDialog';
import { scenarioBoard$ } from './board-state';
import { BOARD_TEXTS } from './board-texts';
import { boardUi } from './board-ui';
import { classification$ } from './store';

const TEXT = BOARD_TEXTS.insights;

/** The last classification's research insights, as the engine wrote them. */
export function ResearchInsightsDialog() {
  const open = use$(scenarioBoard$.insightsOpen);
  const insights = use$(classification$.researchInsights);
  return (
    <ContentDialog open={open} onClose={boardUi.closeInsights} title={TEXT.title}>
      {insights.trim() ? (
        <pre className="cw-insights-text">{insights}</pre>
      ) : (
        <div className="cw-insights-empty">
          <p>{TEXT.empty}</p>
          <p className="cw-muted">{TEXT.emptyHint}</p>
        </div>
      )}
    </ContentDialog>
  );
}
