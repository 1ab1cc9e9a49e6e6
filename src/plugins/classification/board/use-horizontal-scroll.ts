import { useCallback, useEffect, useRef, useState } from 'react';

/** Scroll positions within this many pixels of an end count as the end (fractional scrollLeft). */
const EDGE_TOLERANCE_PX = 1;

/**
 * A horizontally scrolling element's scroll buttons: whether each way can still scroll, and a scroll by
 * `step` pixels. `contentKey` changes when the content does (the element's own size may not).
 */
export function useHorizontalScroll<E extends HTMLElement>(step: number, contentKey: unknown) {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState({ canScrollLeft: false, canScrollRight: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const canScrollLeft = element.scrollLeft > EDGE_TOLERANCE_PX;
    const canScrollRight = element.scrollLeft + element.clientWidth < element.scrollWidth - EDGE_TOLERANCE_PX;
    setEdges((current) =>
      current.canScrollLeft === canScrollLeft && current.canScrollRight === canScrollRight ? current : { canScrollLeft, canScrollRight },
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [measure, contentKey]);

  const scrollByStep = useCallback(
    (direction: -1 | 1) => ref.current?.scrollBy({ left: direction * step, behavior: 'smooth' }),
    [step],
  );

  return { ref, ...edges, scrollByStep };
}
