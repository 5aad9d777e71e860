/** jsdom lacks layout: CodeMirror measures text ranges, so tests give ranges empty rectangles. */
export function polyfillRangeRects(): void {
  const proto = Range.prototype as unknown as Record<string, unknown>;
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  proto.getClientRects ??= () => Object.assign([], { item: () => null });
  proto.getBoundingClientRect ??= rect;
}
