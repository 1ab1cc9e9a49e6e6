import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import type { DeviceRow } from '../../api/contracts/data';
import { ClearedDeviceCard } from './ClearedDeviceCard';

/** SPEC section 9: the latest-devices list is at most 500 px high. */
export const CLEARED_LIST_MAX_HEIGHT_PX = 500;
/** A collapsed card's height before it is measured. */
const COLLAPSED_CARD_ESTIMATE_PX = 72;

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}

/**
 * Cleared devices as expandable cards in a scrolling list, virtualised (DESIGN section 2) with each card
 * measured, since an expanded card is taller. Which cards are expanded is kept here, not in the cards, so a
 * card scrolled out of view and back stays as it was.
 */
export function ClearedDeviceList({ devices, label }: { devices: readonly DeviceRow[]; label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const virtualizer = useVirtualizer({
    count: devices.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLLAPSED_CARD_ESTIMATE_PX,
    getItemKey: (index) => devices[index]!.k_number,
    overscan: 3,
    // React 19 warns when flushSync runs during a render; a frame's delay in scrolling does not show.
    useFlushSync: false,
  });
  return (
    <div ref={scrollRef} className="cw-cleared-scroll" style={{ maxHeight: CLEARED_LIST_MAX_HEIGHT_PX }} role="region" aria-label={label} tabIndex={0}>
      <ul className="cw-cleared-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const device = devices[item.index]!;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="cw-cleared-row"
              style={{ transform: `translateY(${item.start}px)` }}
              aria-setsize={devices.length}
              aria-posinset={item.index + 1}
            >
              <ClearedDeviceCard
                device={device}
                expanded={expanded.has(device.k_number)}
                onToggle={() => setExpanded((current) => toggled(current, device.k_number))}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
