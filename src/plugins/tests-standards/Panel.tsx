import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { StandardsBoard } from './table/StandardsBoard';
import { STANDARDS_TEXTS as TEXT } from './table/texts';

const TITLE_ID = 'cw-standards-title';

/** The Tests & Standards step: the selected scenario's planned tests and standards and their AI snapshot. */
export default function TestsStandardsPanel() {
  return (
    <section className="cw-standards" aria-labelledby={TITLE_ID}>
      <header>
        <h1 id={TITLE_ID}>{TEXT.title}</h1>
        <p className="cw-muted">{TEXT.description}</p>
      </header>
      <RequireSelectedScenario>{(productCode) => <StandardsBoard productCode={productCode.trim().toUpperCase()} />}</RequireSelectedScenario>
    </section>
  );
}
