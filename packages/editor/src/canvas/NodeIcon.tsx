import { memo } from 'react';
import type { NodeTypeDescription } from '@weft/workflow';
import { darkThemeColour } from './node-colour';

/** Line paths (24×24) for the Font Awesome names Weft's node types use. */
const FA_PATHS: Record<string, string> = {
  'mouse-pointer': 'M5 3l14 7-6 2-2 6L5 3z',
  'arrow-right': 'M4 12h15M13 6l6 6-6 6',
  'exclamation-triangle': 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
  'pause-circle': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 9v6M14 9v6',
  'sign-in-alt': 'M10 17l5-5-5-5M15 12H3M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5',
  'sign-out-alt': 'M15 17l5-5-5-5M20 12H8M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5',
  'sticky-note': 'M4 4h16v10l-6 6H4zM14 20v-6h6',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5',
  'map-signs': 'M12 3v18M5 6h11l3 3-3 3H5zM19 13H8l-3 3 3 3h11',
  filter: 'M3 5h18l-7 8v6l-4 2v-8L3 5z',
  'code-branch': 'M6 3v12M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9',
  sync: 'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4',
  pen: 'M4 20h4L19 9l-4-4L4 16v4z',
  'sort-amount-down': 'M7 4v16M3 16l4 4 4-4M13 6h8M13 11h6M13 16h3',
  'hand-paper':
    'M8 13V5a1.5 1.5 0 0 1 3 0v6M11 11V4a1.5 1.5 0 0 1 3 0v7M14 11V5a1.5 1.5 0 0 1 3 0v8a7 7 0 0 1-14 0v-3a1.5 1.5 0 0 1 3 0v3',
  clone: 'M9 9h11v11H9zM5 15H4V4h11v1',
  'object-group': 'M3 3h18v18H3zM7 7h6v5H7zM11 12h6v5h-6z',
  sigma: 'M18 4H6l6 8-6 8h12',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  key: 'M15 7a4 4 0 1 1-3.5 6.5L5 20H3v-2l1-1h2v-2h2l1.5-1.5A4 4 0 0 1 15 7z',
  bug: 'M8 8h8v9a4 4 0 0 1-8 0V8zM9 5l1.5 3M15 5l-1.5 3M4 12h4M16 12h4M4 18l4-2M20 18l-4-2',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
};
const NAMED: Record<string, string> = { 'node:http-request': FA_PATHS.globe!, 'file:webhook.svg': FA_PATHS.bolt! };

const PALETTE = ['#ff6d5a', '#5b4bdb', '#1f9d61', '#2f73d9', '#c77800', '#b5179e', '#0f9aa8', '#7a5af8'];

/** A node type's colour: its default colour, else one picked from its name. */
export function colourOf(desc: NodeTypeDescription | undefined, type: string): string {
  const c = desc?.defaults?.color;
  if (c && /^#[0-9a-f]{6}$/i.test(c) && !/^#(b0b0b0|909298)$/i.test(c)) return c;
  let h = 0;
  for (const ch of type) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** An icon or icon URL as n8n gives it: a string, or `{light, dark}` for the two themes (light is used). */
export function themedIcon(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const { light, dark } = value as { light?: unknown; dark?: unknown };
    if (typeof light === 'string') return light;
    if (typeof dark === 'string') return dark;
  }
  return '';
}

/** The icon of a node type: its icon URL, a known line icon, or a coloured initial. */
export const NodeIcon = memo(function NodeIcon({
  desc,
  type,
  size = 28,
}: {
  desc: NodeTypeDescription | undefined;
  type: string;
  size?: number;
}) {
  const url = themedIcon((desc as { iconUrl?: unknown } | undefined)?.iconUrl);
  const colour = colourOf(desc, type);
  if (url) return <img src={url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  const icon = themedIcon(desc?.icon);
  const path = icon.startsWith('fa:') ? FA_PATHS[icon.slice(3)] : NAMED[icon];
  if (path) {
    return (
      <svg
        className="node-icon-svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={colour}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        style={{ '--node-icon-dark': darkThemeColour(colour) } as React.CSSProperties}
      >
        <path d={path} />
      </svg>
    );
  }
  const letter = (desc?.displayName ?? type.slice(type.indexOf('.') + 1)).charAt(0).toUpperCase() || '?';
  return (
    <span
      className="node-icon-letter"
      style={{ background: colour, width: size, height: size, fontSize: size * 0.5 }}
      aria-hidden
    >
      {letter}
    </span>
  );
});
