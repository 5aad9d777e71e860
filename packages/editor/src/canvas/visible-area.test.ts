import { describe, expect, it } from 'vitest';
import { viewportAbove } from './visible-area';

describe('viewportAbove', () => {
  const canvas = { width: 1200, height: 800 };

  it('moves nodes that the panel would cover up into the area above it, at the same zoom when they fit', () => {
    // Nodes from y=300 to y=500 in flow coordinates, shown at y 400–600: below an area 400 px high.
    const next = viewportAbove({ x: 0, y: 300, width: 400, height: 200 }, { x: 100, y: 100, zoom: 1 }, 1200, 800, 400);
    expect(next).toEqual({ zoom: 1, x: 400, y: -200 });
    // The nodes now show from y 100 to 300, centred in the 400 px above the panel.
    expect([300 * next!.zoom + next!.y, 500 * next!.zoom + next!.y]).toEqual([100, 300]);
  });

  it('zooms out (never in) when the nodes are taller than the area above the panel', () => {
    const next = viewportAbove({ x: 0, y: 0, width: 400, height: 640 }, { x: 0, y: 80, zoom: 1 }, 1200, 800, 400);
    expect(next!.zoom).toBeCloseTo(320 / 640);
    const bottom = 640 * next!.zoom + next!.y;
    expect(bottom).toBeLessThanOrEqual(400);
  });

  it('leaves the view alone when the nodes already show above the panel, or were not all in view', () => {
    expect(
      viewportAbove(
        { x: 0, y: 0, width: 400, height: 200 },
        { x: 0, y: 50, zoom: 1 },
        canvas.width,
        canvas.height,
        400,
      ),
    ).toBeUndefined();
    // Part of a large workflow is in view: opening the panel does not refit it.
    expect(
      viewportAbove(
        { x: 0, y: 0, width: 4000, height: 3000 },
        { x: 0, y: 0, zoom: 1 },
        canvas.width,
        canvas.height,
        400,
      ),
    ).toBeUndefined();
  });
});
