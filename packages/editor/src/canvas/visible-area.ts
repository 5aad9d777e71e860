/**
 * Keeping a workflow in sight when the bottom panel (logs, chat) opens over the lower part of
 * the canvas: the viewport that shows the nodes above the panel (pure).
 */

/** A canvas viewport: pan in screen pixels and zoom. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** A rectangle in flow coordinates. */
export interface FlowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewport that shows `bounds` within the top `visibleHeight` pixels of a canvas
 * `width` × `height`, or undefined when nothing need move: the nodes already show there, or
 * they were not all in view to begin with (the user is looking at a part of a large workflow,
 * which opening the panel should not change). Never zooms in; keeps `padding` pixels around.
 *
 * @example viewportAbove({ x: 0, y: 0, width: 200, height: 600 }, { x: 0, y: 100, zoom: 1 }, 1000, 800, 400)
 */
export function viewportAbove(
  bounds: FlowRect,
  viewport: Viewport,
  width: number,
  height: number,
  visibleHeight: number,
  padding = 40,
): Viewport | undefined {
  if (bounds.width <= 0 && bounds.height <= 0) return undefined;
  const { x, y, zoom } = viewport;
  const left = bounds.x * zoom + x;
  const right = (bounds.x + bounds.width) * zoom + x;
  const top = bounds.y * zoom + y;
  const bottom = (bounds.y + bounds.height) * zoom + y;
  const inView = left >= 0 && right <= width && top >= 0 && bottom <= height;
  if (!inView || bottom <= visibleHeight) return undefined;
  const room = Math.max(visibleHeight - 2 * padding, 1);
  const fit = Math.min(
    zoom,
    bounds.width > 0 ? (width - 2 * padding) / bounds.width : zoom,
    bounds.height > 0 ? room / bounds.height : zoom,
  );
  return {
    zoom: fit,
    x: (width - bounds.width * fit) / 2 - bounds.x * fit,
    y: Math.max((visibleHeight - bounds.height * fit) / 2, padding) - bounds.y * fit,
  };
}
