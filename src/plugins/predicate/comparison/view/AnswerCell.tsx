import type { ComparisonCell, ComparisonColumn } from '../rules/table-model';
import { COMPARISON_TEXTS as TEXTS } from '../texts';

/**
 * An asked row's answer for one device; when it was read from the device's documents, the passage it came
 * from opens below it, with the document named (and linked when the predicate list has its summary).
 */
export function AnswerCell({ cell, column }: { cell: ComparisonCell; column: ComparisonColumn }) {
  const { evidence } = cell;
  return (
    <div className="cw-comparison-answer">
      <span>{cell.text}</span>
      {evidence && (
        <details className="cw-comparison-source">
          <summary>{TEXTS.sourcePassage}</summary>
          <blockquote>{evidence.passage}</blockquote>
          {evidence.document && column.kNumber && (
            <p className="cw-comparison-document">
              {TEXTS.fromDocument(evidence.document, column.kNumber)}
              {evidence.document === '510k_summary' && column.summaryPdfUrl && (
                <>
                  {' · '}
                  <a href={column.summaryPdfUrl} target="_blank" rel="noreferrer">
                    {TEXTS.viewDocument}
                  </a>
                </>
              )}
            </p>
          )}
        </details>
      )}
    </div>
  );
}
