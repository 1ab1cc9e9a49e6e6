import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { use$ } from '@legendapp/state/react';
import { runFromButton } from '../../../panels/run-from-button';
import { scenarioBoard$ } from './board-state';
import { ChevronLeftIcon, ChevronRightIcon, GripIcon } from '../../../panels/board-icons';
import { BOARD_TEXTS, DRAG_ACTIVATION_DISTANCE_PX, SCROLL_STEP_PX } from './board-texts';
import { ScenarioCard, type ScenarioCardProps } from './ScenarioCard';
import { useHorizontalScroll } from './use-horizontal-scroll';
import { useStepProgress } from './step-progress';
import type { Scenario } from '../store';

type SortableScenarioProps = Omit<ScenarioCardProps, 'dragHandle'>;

/**
 * A card that moves with the pointer (anywhere on it, after 8 px) or with the keyboard from its grip
 * handle; keys pressed on the card's other buttons never start a drag.
 */
function SortableScenario(props: SortableScenarioProps) {
  const { productCode } = props.scenario;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: productCode });
  const handle = (
    <button ref={setActivatorNodeRef} type="button" className="cw-scenario-grip" {...attributes} aria-label={BOARD_TEXTS.card.reorder(productCode)}>
      <GripIcon />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className="cw-scenario-slot"
      data-dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
    >
      <ScenarioCard {...props} dragHandle={handle} />
    </li>
  );
}

export interface ScenarioBoardProps {
  scenarios: readonly Scenario[];
  selectedCode: string | null;
}

/** The scenario cards in a horizontally scrolling row, reordered by drag and drop. */
export function ScenarioBoard({ scenarios, selectedCode }: ScenarioBoardProps) {
  const deleting = use$(scenarioBoard$.deleting);
  const progressOf = useStepProgress();
  const codes = scenarios.map((scenario) => scenario.productCode);
  const scroll = useHorizontalScroll<HTMLOListElement>(SCROLL_STEP_PX, codes.join());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = codes.indexOf(String(active.id));
    const to = codes.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    void runFromButton('classification.reorder', { productCodes: arrayMove(codes, from, to) });
  };

  return (
    <div className="cw-scenario-board">
      <button
        type="button"
        className="cw-icon-button cw-scenario-scroll"
        aria-label={BOARD_TEXTS.scroll.left}
        disabled={!scroll.canScrollLeft}
        onClick={() => scroll.scrollByStep(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={codes} strategy={horizontalListSortingStrategy}>
          <ol ref={scroll.ref} className="cw-scenario-row" aria-label="Scenarios">
            {scenarios.map((scenario) => (
              <SortableScenario
                key={scenario.productCode}
                scenario={scenario}
                selected={scenario.productCode === selectedCode}
                deleting={scenario.productCode === deleting}
                progress={progressOf(scenario.productCode)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        className="cw-icon-button cw-scenario-scroll"
        aria-label={BOARD_TEXTS.scroll.right}
        disabled={!scroll.canScrollRight}
        onClick={() => scroll.scrollByStep(1)}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
