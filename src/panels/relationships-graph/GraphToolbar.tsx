import { ZoomInIcon, ZoomOutIcon, ZoomResetIcon } from './graph-icons';
import { GraphLegend } from './GraphLegend';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { zoomStep } from './zoom';

export interface GraphToolbarProps {
  zoom: number;
  onZoom(zoom: number): void;
  /** Back to 100 % with the main device in the middle. */
  onReset(): void;
  /** Whether the whole lineage is asked for; absent when the device has no predicates to follow back. */
  wholeLineage?: boolean;
  onWholeLineage(on: boolean): void;
}

/** The legend, the lineage switch and the zoom buttons (SPEC section 9: 1.2x in, 0.8x out) with the zoom shown. */
export function GraphToolbar({ zoom, onZoom, onReset, wholeLineage, onWholeLineage }: GraphToolbarProps) {
  return (
    <div className="cw-graph-toolbar">
      <GraphLegend />
      <div className="cw-graph-actions">
        {wholeLineage === undefined ? null : (
          <button type="button" className="cw-button" aria-pressed={wholeLineage} onClick={() => onWholeLineage(!wholeLineage)}>
            {wholeLineage ? TEXT.directOnly : TEXT.fullLineage}
          </button>
        )}
        <button type="button" className="cw-icon-button" aria-label={TEXT.zoomOut} title={TEXT.zoomOut} onClick={() => onZoom(zoomStep(zoom, 'out'))}>
          <ZoomOutIcon />
        </button>
        <output className="cw-graph-zoom" aria-label={TEXT.zoomLevel}>
          {Math.round(zoom * 100)}%
        </output>
        <button type="button" className="cw-icon-button" aria-label={TEXT.zoomIn} title={TEXT.zoomIn} onClick={() => onZoom(zoomStep(zoom, 'in'))}>
          <ZoomInIcon />
        </button>
        <button type="button" className="cw-icon-button" aria-label={TEXT.zoomReset} title={TEXT.zoomReset} onClick={onReset}>
          <ZoomResetIcon />
        </button>
      </div>
    </div>
  );
}
