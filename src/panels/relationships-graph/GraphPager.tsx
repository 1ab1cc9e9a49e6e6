import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { NODE_WIDTH, PAGER_HEIGHT, type PlacedPager } from './layout';
import { SvgButton } from './SvgButton';

const ARROW = 24;

/** Above a paged column: the previous and next page buttons around 'first–last of total'. */
export function GraphPager({ pager, onTurn }: { pager: PlacedPager; onTurn(generation: number, page: number): void }) {
  const { generation, paging, shown, x, y } = pager;
  const column = TEXT.column(generation);
  const middle = (PAGER_HEIGHT - 8) / 2;
  return (
    <g className="cw-graph-pager" data-generation={generation} transform={`translate(${x} ${y})`} role="group" aria-label={column}>
      <SvgButton label={TEXT.previousPage(column)} disabled={paging.page === 0} onPress={() => onTurn(generation, paging.page - 1)}>
        <rect width={ARROW} height={PAGER_HEIGHT - 8} rx={6} />
        <text x={ARROW / 2} y={middle + 4} textAnchor="middle">‹</text>
      </SvgButton>
      <text className="cw-graph-pager-range" x={NODE_WIDTH / 2} y={middle + 4} textAnchor="middle">
        {TEXT.page(paging.first + 1, paging.first + shown, paging.total)}
      </text>
      <SvgButton
        label={TEXT.nextPage(column)}
        disabled={paging.page >= paging.pageCount - 1}
        onPress={() => onTurn(generation, paging.page + 1)}
        transform={`translate(${NODE_WIDTH - ARROW} 0)`}
      >
        <rect width={ARROW} height={PAGER_HEIGHT - 8} rx={6} />
        <text x={ARROW / 2} y={middle + 4} textAnchor="middle">›</text>
      </SvgButton>
    </g>
  );
}
