/**
 * Node icon colours that stay readable in the dark theme: a colour too dark against the dark
 * surface (HTTP Request's #0004F5, If's #408000) is mixed with white until it contrasts at least
 * 4.5:1: the icons are thin lines, which need the contrast of text rather than of filled shapes.
 */

/** The dark theme's node surface (tokens.css `--color-surface`). */
export const DARK_SURFACE = '#1c1c23';

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(channels(a)), luminance(channels(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** The colour to draw an icon with on the dark surface: itself, or lightened until readable. */
export function darkThemeColour(hex: string, surface = DARK_SURFACE, minimum = 4.5): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const base = channels(hex);
  for (let mix = 0; mix <= 1.0001; mix += 0.05) {
    const c = base.map((v) => Math.round(v + (255 - v) * mix)) as [number, number, number];
    const out = `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    if (contrastRatio(out, surface) >= minimum) return out;
  }
  return '#ffffff';
}
