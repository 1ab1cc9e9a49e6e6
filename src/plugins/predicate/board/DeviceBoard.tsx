import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { use$ } from '@legendapp/state/react';
import { GripIcon } from '../../../panels/board-icons';
import { runFromButton } from '../../../panels/run-from-button';
import type { PredicateDevice } from '../store';
import { predicateBoard$ } from './board-state';
import { DeviceCard, type DeviceCardProps } from './DeviceCard';
import { DRAG_ACTIVATION_DISTANCE_PX, PREDICATE_TEXTS } from './texts';

/** A card that moves with the pointer (anywhere on it, after 8 px) or with the keyboard from its grip. */
function SortableDevice(props: Omit<DeviceCardProps, 'dragHandle'>) {
  const { kNumber } = props.device;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: kNumber });
  const handle = (
    <button ref={setActivatorNodeRef} type="button" className="cw-device-grip" {...attributes} aria-label={PREDICATE_TEXTS.card.reorder(kNumber)}>
      <GripIcon />
    </button>
  );
  return (
    <li ref={setNodeRef} className="cw-device-slot" data-dragging={isDragging} style={{ transform: CSS.Translate.toString(transform), transition }} {...listeners}>
      <DeviceCard {...props} dragHandle={handle} />
    </li>
  );
}

/** The scenario's predicate devices as a grid of cards, reordered by drag and drop. */
export function DeviceBoard({ devices, chosen, productCode }: { devices: readonly PredicateDevice[]; chosen: readonly string[]; productCode?: string }) {
  const deleting = use$(predicateBoard$.deleting);
  const kNumbers = devices.map((device) => device.kNumber);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = kNumbers.indexOf(String(active.id));
    const to = kNumbers.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    void runFromButton('predicate.reorder', { kNumbers: arrayMove(kNumbers, from, to) });
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={kNumbers} strategy={rectSortingStrategy}>
        <ol className="cw-device-grid" aria-label="Predicate devices">
          {devices.map((device) => (
            <SortableDevice
              key={device.kNumber}
              device={device}
              chosen={chosen.includes(device.kNumber)}
              deleting={device.kNumber === deleting}
              productCode={productCode}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
