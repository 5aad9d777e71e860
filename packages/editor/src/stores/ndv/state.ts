/**
 * The node details view's state (issue #7): which node is open, the panels'
 * display modes, the chosen input node and runs, the output branch, the main panel width, and
 * the pure rules for pinned data and for paging, searching and
 * flattening run data into table columns and a schema. Messages are in the active locale (i18n).
 */
import { normalizePinData, pinDataSize, type Item, type PinData, type RunData } from '@weft/workflow';
import { t } from '../../i18n';
import type { DisplayMode } from '../../ndv/mapping';
import type { HoverState } from './hover';

/** Largest pinned data of a whole workflow, in bytes (12 MiB). */
export const MAX_WORKFLOW_PINNED_DATA_SIZE = 12582912;
/** Output size above which the JSON and schema views ask before rendering (200 KiB). */
export const MAX_DISPLAY_DATA_SIZE = 204800;
/** Item count up to which every item is shown without paging (250). */
export const MAX_DISPLAY_ITEMS_AUTO_ALL = 250;
/** Default main panel relative width. */
export const DEFAULT_MAIN_PANEL_RELATIVE_WIDTH = 0.5;
/** Bounds of the main panel relative width. */
export const MIN_MAIN_PANEL_RELATIVE_WIDTH = 0.25;
export const MAX_MAIN_PANEL_RELATIVE_WIDTH = 0.75;
/** Page sizes the data table offers (0: all). */
export const PAGE_SIZES = [10, 25, 50, 100, 0] as const;

export interface NdvState extends HoverState {
  /** The node open in the view, by id; null when closed. */
  activeNodeId: string | null;
  /** Main (parameters) panel width relative to the view, 0.25..0.75. */
  mainPanelRelativeWidth: number;
  /** Whether the user has set the width (dragged a divider); until then the main panel is n8n's default width. */
  mainPanelResized: boolean;
  inputMode: DisplayMode;
  outputMode: DisplayMode;
  /** Input node chosen by the user (null: the first parent). */
  inputNodeName: string | null;
  inputRunIndex: number;
  outputRunIndex: number;
  /** Output branch shown in the output panel. */
  outputBranch: number;
  inputSearch: string;
  outputSearch: string;
  /** The pinned-data editor is open on the output panel. */
  editingPinData: boolean;
  /** Which tab of the main panel shows. */
  mainTab: 'parameters' | 'settings';
  /** The input panel shows at least one item (for the mapping hint). */
  inputHasData: boolean;
  /** The mapping hint was dismissed while this node is open. */
  mappingHintDismissed: boolean;
}

export const initialNdvState: NdvState = {
  activeNodeId: null,
  mainPanelRelativeWidth: DEFAULT_MAIN_PANEL_RELATIVE_WIDTH,
  mainPanelResized: false,
  inputMode: 'table',
  outputMode: 'table',
  inputNodeName: null,
  inputRunIndex: 0,
  outputRunIndex: 0,
  outputBranch: 0,
  inputSearch: '',
  outputSearch: '',
  editingPinData: false,
  mainTab: 'parameters',
  inputHasData: false,
  mappingHintDismissed: false,
  hoveringItem: null,
  hoveringOutputItem: null,
};

/** Opens a node: per-node choices start fresh, display modes and width are kept. Opening the open node changes nothing. */
export function openNode(state: NdvState, nodeId: string): NdvState {
  if (state.activeNodeId === nodeId) return state;
  return {
    ...state,
    activeNodeId: nodeId,
    inputNodeName: null,
    inputRunIndex: 0,
    outputRunIndex: 0,
    outputBranch: 0,
    inputSearch: '',
    outputSearch: '',
    editingPinData: false,
    mainTab: 'parameters',
    inputHasData: false,
    mappingHintDismissed: false,
    hoveringItem: null,
    hoveringOutputItem: null,
  };
}

/** Closes the view. */
export function closeNdv(state: NdvState): NdvState {
  return { ...state, activeNodeId: null, editingPinData: false, hoveringItem: null, hoveringOutputItem: null };
}

/** A stored width as a number within bounds; anything unreadable is the default 0.5. */
export function parseRelativeWidth(raw: string | null | undefined): number {
  const n = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? clampRelativeWidth(n) : DEFAULT_MAIN_PANEL_RELATIVE_WIDTH;
}

/** Keeps a width within its bounds. */
export function clampRelativeWidth(w: number): number {
  return Math.min(MAX_MAIN_PANEL_RELATIVE_WIDTH, Math.max(MIN_MAIN_PANEL_RELATIVE_WIDTH, Math.round(w * 1000) / 1000));
}

/** The main panel's width in pixels before the user resizes it (n8n's 420 px), within the bounds. */
export const DEFAULT_MAIN_PANEL_PX = 420;

/**
 * The main panel's width in a view `total` px wide: the stored relative width once the user has
 * resized it, else n8n's fixed default, so the input and output panels get the rest (as in n8n,
 * wide enough for a table of three columns).
 */
export function mainPanelWidth(total: number, relative: number, resized: boolean): number {
  if (resized) return Math.round(relative * total);
  return Math.round(
    Math.min(
      MAX_MAIN_PANEL_RELATIVE_WIDTH * total,
      Math.max(
        MIN_MAIN_PANEL_RELATIVE_WIDTH * total,
        Math.min(DEFAULT_MAIN_PANEL_PX, DEFAULT_MAIN_PANEL_RELATIVE_WIDTH * total),
      ),
    ),
  );
}

/** The width after dragging one edge of the centred main panel by dx pixels in a view `total` wide. */
export function dragWidth(startWidth: number, dx: number, total: number, edge: 'left' | 'right'): number {
  if (total <= 0) return startWidth;
  const delta = ((edge === 'right' ? dx : -dx) * 2) / total;
  return clampRelativeWidth(startWidth + delta);
}

// ---------------------------------------------------------------- pinned data

/** Byte size of a value as stored (UTF-8 JSON). */
export function byteSize(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

/** Size in MB with one decimal, for messages. */
export function toMb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** The outcome of checking a pinned-data edit. */
export type PinDataCheck = { ok: true; items: Item[]; size: number } | { ok: false; title: string; message: string };

/** Message titles of the pinned-data checks, in the active locale. */
export function pinDataMessages(): { invalidTitle: string; notArrayTitle: string; tooLargeTitle: string } {
  return {
    invalidTitle: t('ndv.pinData.error.invalidJson.title'),
    notArrayTitle: t('ndv.pinData.error.notJson.title'),
    tooLargeTitle: t('ndv.pinData.error.tooLarge.title'),
  };
}

/**
 * Checks JSON text typed into the pinned-data editor: it must parse, is wrapped into items
 * ({json} unless an entry already has a json key; always an array), and the
 * pinned data of the other nodes plus this node must stay within 12 MiB.
 */
export function checkPinData(
  text: string,
  pinData: PinData,
  nodeName: string,
  limit = MAX_WORKFLOW_PINNED_DATA_SIZE,
): PinDataCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, title: pinDataMessages().invalidTitle, message: (e as Error).message };
  }
  if (value === null || (typeof value !== 'object' && !Array.isArray(value))) {
    return { ok: false, title: pinDataMessages().notArrayTitle, message: t('ndv.pinData.error.notJson.message') };
  }
  const items = normalizePinData(value);
  return checkPinItems(items, pinData, nodeName, limit);
}

/** The size check (12 MiB in all) on items about to be pinned to a node. */
export function checkPinItems(
  items: Item[],
  pinData: PinData,
  nodeName: string,
  limit = MAX_WORKFLOW_PINNED_DATA_SIZE,
): PinDataCheck {
  const others = pinDataSize(pinData, nodeName);
  const own = byteSize(items);
  const size = others + own;
  if (size > limit) {
    return {
      ok: false,
      title: pinDataMessages().tooLargeTitle,
      message: t('ndv.pinData.error.tooLarge.message', { size: toMb(size), limit: toMb(limit) }),
    };
  }
  return { ok: true, items, size };
}

/** The JSON text the editor starts with: the items' json parts (what the user edits). */
export function pinDataEditorText(items: readonly Item[] | undefined): string {
  if (!items?.length) return '[\n  {\n    "name": "First item",\n    "code": 1\n  }\n]';
  return JSON.stringify(
    items.map((i) => i.json),
    null,
    2,
  );
}

// ---------------------------------------------------------------- run data

/** A node's items for one run and output: pinned data first, else the run data. */
export function nodeItems(opts: {
  runData: RunData | null;
  pinData: PinData;
  nodeName: string;
  runIndex: number;
  output: number;
  preferPinned?: boolean;
}): Item[] | null {
  const { runData, pinData, nodeName, runIndex, output, preferPinned = true } = opts;
  if (preferPinned && pinData[nodeName]) return output === 0 ? pinData[nodeName] : [];
  const run = runData?.[nodeName]?.[runIndex];
  if (run) return run.data?.main?.[output] ?? [];
  if (!preferPinned && pinData[nodeName]) return output === 0 ? pinData[nodeName] : [];
  return null;
}

/** Items whose JSON contains the search text (case-insensitive); all items for an empty search. */
export function searchItems(items: readonly Item[], search: string): Item[] {
  const indexes = searchItemIndexes(items, search);
  return indexes ? indexes.map((i) => items[i]!) : (items as Item[]);
}

/** The indexes of the items a search keeps, in order; null for an empty search (all of them). */
export function searchItemIndexes(items: readonly Item[], search: string): number[] | null {
  const q = search.trim().toLowerCase();
  if (!q) return null;
  const out: number[] = [];
  for (let i = 0; i < items.length; i++)
    if (
      JSON.stringify(items[i]!.json ?? {})
        .toLowerCase()
        .includes(q)
    )
      out.push(i);
  return out;
}

/** One page of items (size 0: all). Pages count from 1; out-of-range pages clamp. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pages: number; start: number } {
  if (size <= 0) return { items: items as T[], page: 1, pages: 1, start: 0 };
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(1, page), pages);
  const start = (p - 1) * size;
  return { items: items.slice(start, start + size), page: p, pages, start };
}

/** Table columns: the top-level keys of the items in first-seen order (looks at up to 1000 items). */
export function tableColumns(items: readonly Item[], limit = 1000): string[] {
  const seen = new Set<string>();
  const n = Math.min(items.length, limit);
  for (let i = 0; i < n; i++) for (const k of Object.keys(items[i]?.json ?? {})) seen.add(k);
  return [...seen];
}

/** A cell's text: strings as they are, other values as compact JSON, missing as empty. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value === null) return 'null';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field of the schema view. */
export interface SchemaField {
  key: string;
  path: Array<string | number>;
  type: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'undefined';
  /** An example value (primitives), shortened. */
  example?: string;
  children?: SchemaField[];
}

function typeOf(v: unknown): SchemaField['type'] {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object' ? t : 'undefined';
}

function schemaOf(value: unknown, path: Array<string | number>, depth: number): SchemaField[] | undefined {
  if (depth > 6) return undefined;
  if (Array.isArray(value)) {
    if (!value.length) return [];
    return [fieldOf(0, value[0], [...path, 0], depth + 1)];
  }
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => fieldOf(k, v, [...path, k], depth + 1));
  return undefined;
}

function fieldOf(key: string | number, v: unknown, path: Array<string | number>, depth: number): SchemaField {
  const type = typeOf(v);
  const f: SchemaField = { key: String(key), path, type };
  if (type === 'object' || type === 'array') {
    const children = schemaOf(v, path, depth);
    if (children) f.children = children;
  } else f.example = cellText(v).slice(0, 80);
  return f;
}

/** The schema of items: the fields of the first items merged (keys first seen win), with types and examples. */
export function itemsSchema(items: readonly Item[], sample = 20): SchemaField[] {
  const merged: Record<string, unknown> = {};
  for (const item of items.slice(0, sample)) {
    for (const [k, v] of Object.entries(item.json ?? {})) if (!(k in merged) || merged[k] === null) merged[k] = v;
  }
  return schemaOf(merged, [], 0) ?? [];
}

/** One binary property of an item, as the binary view lists it. */
export interface BinaryEntry {
  itemIndex: number;
  key: string;
  fileName?: string;
  mimeType: string;
  fileSize?: string;
  fileExtension?: string;
  /** The id of a payload stored as a file (served at `/rest/data/{id}`). */
  id?: string;
  /** An inline payload, base64. */
  data?: string;
}

/** Items' binary entries, flattened for the binary view. */
export function binaryEntries(items: readonly Item[]): BinaryEntry[] {
  const out: BinaryEntry[] = [];
  items.forEach((item, itemIndex) => {
    for (const [key, b] of Object.entries(item.binary ?? {})) {
      out.push({
        itemIndex,
        key,
        mimeType: b.mimeType,
        ...(b.fileName ? { fileName: b.fileName } : {}),
        ...(b.fileSize ? { fileSize: b.fileSize } : {}),
        ...(b.fileExtension ? { fileExtension: b.fileExtension } : {}),
        // Stored as a file (filesystem mode, or a large payload): its id; else the inline base64.
        ...(b.id
          ? { id: b.id }
          : typeof b.data === 'string' && b.data && !b.data.startsWith('filesystem')
            ? { data: b.data }
            : {}),
      });
    }
  });
  return out;
}

/** "1 item" / "12 items", and "3 of 12 items" while searching (in the active locale). */
export function itemCountLabel(total: number, shown?: number): string {
  if (shown !== undefined && shown !== total) {
    return total === 1
      ? t('runData.itemCount.filtered.one', { shown, count: total })
      : t('runData.itemCount.filtered.other', { shown, count: total });
  }
  return total === 1 ? t('runData.itemCount.one', { count: total }) : t('runData.itemCount.other', { count: total });
}
