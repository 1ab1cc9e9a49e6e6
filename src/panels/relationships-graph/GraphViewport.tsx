import { useEffect, useLayoutEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { NODE_HEIGHT, NODE_WIDTH, type GraphLayout } from './layout';
import { scrollForZoom, scrollToCentre, wheelZoom, type ScrollPosition } from './zoom';

export interface GraphViewportProps {
  layout: GraphLayout;
  zoom: number;
  onZoom(zoom: number): void;
  /** The device kept still on screen when the graph changes (a page turned, a device expanded). */
  anchor: string;
  /** The anchor device is put in the middle when the graph first shows and whenever this number changes. */
  centreRequest: number;
  children: ReactNode;
}

interface Shown {
  zoom: number;
  anchor: { x: number; y: number } | null;
  centreRequest: number;
}

const anchorPoint = (layout: GraphLayout, kNumber: string) => {
  const node = layout.nodes.find((placed) => placed.device.k_number === kNumber);
  return node ? { x: node.x + NODE_WIDTH / 2, y: node.y + NODE_HEIGHT / 2 } : null;
};

/** Devices, links and pagers are interactive; a press anywhere else starts a drag. */
const isControl = (target: EventTarget) => target instanceof Element && target.closest('[tabindex]') !== null;

/**
 * The graph, scaled by `zoom`, in a scrolling box: drag to move, the wheel zooms around the pointer, the
 * buttons' zoom keeps the middle of the view still, and the anchor device keeps its place on screen when
 * columns come and go.
 */
export function GraphViewport({ layout, zoom, onZoom, anchor, centreRequest, children }: GraphViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<Shown | null>(null);
  const scroll = useRef<ScrollPosition>({ left: 0, top: 0 });
  const wheelAt = useRef<{ x: number; y: number } | null>(null);
  const zoomNow = useRef(zoom);
  const drag = useRef<{ x: number; y: number; from: ScrollPosition } | null>(null);
  zoomNow.current = zoom;

  const scrollTo = (view: HTMLDivElement, { left, top }: ScrollPosition) => {
    view.scrollLeft = left;
    view.scrollTop = top;
    scroll.current = { left: view.scrollLeft, top: view.scrollTop };
  };

  useLayoutEffect(() => {
    const view = box.current;
    if (!view) return;
    const before = shown.current;
    const point = anchorPoint(layout, anchor);
    const size = { width: view.clientWidth, height: view.clientHeight };
    let next = scroll.current;
    if (!before || before.centreRequest !== centreRequest || !before.anchor) {
      if (point) next = scrollToCentre(point, zoom, size);
    } else {
      if (point) next = { left: next.left + (point.x - before.anchor.x) * before.zoom, top: next.top + (point.y - before.anchor.y) * before.zoom };
      if (before.zoom !== zoom) next = scrollForZoom(next, wheelAt.current ?? { x: size.width / 2, y: size.height / 2 }, before.zoom, zoom);
    }
    wheelAt.current = null;
    scrollTo(view, next);
    shown.current = { zoom, anchor: point, centreRequest };
  }, [layout, zoom, anchor, centreRequest]);

  // React listens to wheel events passively, so the page would scroll too: listen here, not passively.
  useEffect(() => {
    const view = box.current;
    if (!view) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const next = wheelZoom(zoomNow.current, event);
      if (next === zoomNow.current) return;
      const rect = view.getBoundingClientRect();
      wheelAt.current = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      zoomNow.current = next;
      onZoom(next);
    };
    view.addEventListener('wheel', onWheel, { passive: false });
    return () => view.removeEventListener('wheel', onWheel);
  }, [onZoom]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || isControl(event.target)) return;
    drag.current = { x: event.clientX, y: event.clientY, from: scroll.current };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { x, y, from } = drag.current;
    scrollTo(event.currentTarget, { left: from.left - (event.clientX - x), top: from.top - (event.clientY - y) });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div
      ref={box}
      className="cw-graph-viewport"
      data-zoom={zoom}
      onScroll={(event) => {
        scroll.current = { left: event.currentTarget.scrollLeft, top: event.currentTarget.scrollTop };
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <svg width={layout.width * zoom} height={layout.height * zoom} viewBox={`0 0 ${layout.width} ${layout.height}`}>
        {children}
      </svg>
    </div>
  );
}
