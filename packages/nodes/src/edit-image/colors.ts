/**
 * Colours as n8n's Edit Image hands them to GraphicsMagick: `#rgb`, `#rrggbb`, or `#rrggbbaa` whose
 * last byte is GraphicsMagick's opacity (00 opaque, ff clear), so n8n's defaults look the same here
 * (the red `#ff000000` draws opaque red). Other strings are CSS colour names.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** A colour for sharp, from a parameter value. */
export function parseColor(value: unknown): Rgba | string {
  const text = String(value ?? '').trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text)?.[1];
  if (!hex) return text || '#000000';
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), alpha: full.length === 8 ? 1 - byte(6) / 255 : 1 };
}

/** The colour as SVG paint: `rgb(...)` and an opacity. */
export function svgPaint(value: unknown): { color: string; opacity: number } {
  const c = parseColor(value);
  return typeof c === 'string'
    ? { color: c, opacity: 1 }
    : { color: `rgb(${c.r},${c.g},${c.b})`, opacity: Math.round(c.alpha * 1000) / 1000 };
}
