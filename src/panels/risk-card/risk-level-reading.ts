import type { RiskLevel } from '../../api/contracts/ai';
import type { RiskSnapshot } from '../../api/contracts/data';
import { riskLevel, riskTotal } from '../../api/contracts/risk-level';
import { RISK_CARD_TEXTS as TEXT } from './risk-card-texts';

/** The risk level of a snapshot, from the parts the imported files hold; `note` says which part was left out. */
export type RiskLevelReading = { level: RiskLevel; total: number; note: string | null } | { level: null; note: string };

/**
 * SPEC section 4's rule (entries + sum of counts + recalls) over what is held: a part the files do not
 * hold counts as nothing and is named in the note, and with neither part held there is no level at all.
 */
export function readRiskLevel({ adverse_events, recalls, coverage }: RiskSnapshot): RiskLevelReading {
  const eventsHeld = coverage.adverse_events.held;
  const recallsHeld = coverage.recalls.held;
  if (!eventsHeld && !recallsHeld) return { level: null, note: TEXT.levelUnknown };
  const { total } = riskTotal(eventsHeld ? adverse_events : [], recallsHeld ? recalls : 0);
  const note = !eventsHeld ? TEXT.levelWithoutEvents : !recallsHeld ? TEXT.levelWithoutRecalls : null;
  return { level: riskLevel(total), total, note };
}
