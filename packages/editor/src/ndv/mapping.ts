/**
 * Data mapping: the expression a drag from the node details
 * view's input panel produces, the drag payload, and the rules for the mapping hint tooltip.
 * Pure functions, shared by the data panels (drag sources) and the parameter inputs (drop targets).
 *
 * Drag sources set `application/x-weft-mapping` to `JSON.stringify(MappingPayload)` and
 * `text/plain` to the expression ({@link setMappingData}); drop targets read it back with
 * {@link readMappingData} and put `mappingExpression(payload)` into the parameter (prefixed
 * with '=' so it is an expression).
 */
import { LOCAL_STORAGE_KEYS, readLocal, writeLocal } from '../utils/local-storage';

/** The MIME type of a mapping drag. */
export const MAPPING_MIME = 'application/x-weft-mapping';
/** Delay before the mapping tooltip becomes enabled after focus. */
export const MAPPING_TOOLTIP_DELAY_MS = 500;
/** Delay before a drop is handled. */
export const DROP_HANDLING_DELAY_MS = 200;

/** What a drag from the input panel carries. */
export interface MappingPayload {
  /** The node the data came from. */
  nodeName: string;
  /** Path inside the item's json, e.g. `['customer', 'email']` or `['tags', 0]`; empty: the whole item. */
  path: ReadonlyArray<string | number>;
  /** Whether the node is the direct parent of the node being edited (`$json`), else `$('Node')`. */
  isParentNode: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The accessor of one path segment: `.key`, `['odd key']` or `[0]`. */
export function pathSegment(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  if (IDENTIFIER.test(key)) return `.${key}`;
  return `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

/** The accessor of a whole path, e.g. `.customer['e-mail']`. */
export function pathAccessor(path: ReadonlyArray<string | number>): string {
  return path.map(pathSegment).join('');
}

/** The JavaScript text of the value (no braces): `$json.a` or `$('Node').item.json.a`. */
export function mappingReference({ nodeName, path, isParentNode }: MappingPayload): string {
  const base = isParentNode ? '$json' : `$('${nodeName.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}').item.json`;
  return `${base}${pathAccessor(path)}`;
}

/**
 * The expression a drop produces: `{{ $json.field }}` from the parent node, else
 * `{{ $('Node').item.json.field }}`. Keys that are not identifiers use bracket notation.
 */
export function mappingExpression(payload: MappingPayload): string {
  return `{{ ${mappingReference(payload)} }}`;
}

/**
 * The parameter value after a drop: an expression ('=' prefix). A value that already is an
 * expression gets the mapping appended; a fixed non-empty string is kept in front of it.
 */
export function valueAfterDrop(current: unknown, payload: MappingPayload): string {
  const expr = mappingExpression(payload);
  if (typeof current === 'string' && current.startsWith('=')) {
    const body = current.slice(1);
    return `=${body}${body && !/\s$/.test(body) ? ' ' : ''}${expr}`;
  }
  if (typeof current === 'string' && current.trim()) return `=${current} ${expr}`;
  return `=${expr}`;
}

/** Fills a drag's dataTransfer with the mapping payload and the expression as plain text. */
export function setMappingData(
  dt: Pick<DataTransfer, 'setData'> & { effectAllowed?: string },
  payload: MappingPayload,
): void {
  dt.setData(
    MAPPING_MIME,
    JSON.stringify({ nodeName: payload.nodeName, path: [...payload.path], isParentNode: payload.isParentNode }),
  );
  dt.setData('text/plain', mappingExpression(payload));
  try {
    dt.effectAllowed = 'copy';
  } catch {
    /* read-only in some test doubles */
  }
}

/** Reads a mapping payload from a drop; null when the drop carries none or it is malformed. */
export function readMappingData(dt: Pick<DataTransfer, 'getData'>): MappingPayload | null {
  let raw: string;
  try {
    raw = dt.getData(MAPPING_MIME);
  } catch {
    return null;
  }
  return parseMappingPayload(raw);
}

/** Parses the JSON of a mapping payload; null when malformed. */
export function parseMappingPayload(raw: string | null | undefined): MappingPayload | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<MappingPayload>;
    if (!v || typeof v.nodeName !== 'string' || !Array.isArray(v.path)) return null;
    if (!v.path.every((p) => typeof p === 'string' || typeof p === 'number')) return null;
    return { nodeName: v.nodeName, path: v.path, isParentNode: !!v.isParentNode };
  } catch {
    return null;
  }
}

/** Display modes of the data panels. */
export type DisplayMode = 'table' | 'json' | 'schema' | 'binary';

/** What decides whether the mapping hint tooltip shows. */
export interface MappingHintState {
  /** Enabled: the input has been focused for {@link MAPPING_TOOLTIP_DELAY_MS}. */
  enabled: boolean;
  /** The user has mapped data before (local storage). */
  onboarded: boolean;
  /** The input has focus. */
  focused: boolean;
  /** The parameter's type. */
  parameterType: string;
  /** The input panel has data. */
  hasInputData: boolean;
  /** The input panel's display mode. */
  inputDisplayMode: DisplayMode;
}

/**
 * Whether the mapping hint shows: only when enabled, mapping not yet onboarded, the input
 * focused, the parameter a string, input data not empty, and the input shown as table, json or schema.
 */
export function shouldShowMappingHint(s: MappingHintState): boolean {
  return (
    s.enabled &&
    !s.onboarded &&
    s.focused &&
    s.parameterType === 'string' &&
    s.hasInputData &&
    (s.inputDisplayMode === 'table' || s.inputDisplayMode === 'json' || s.inputDisplayMode === 'schema')
  );
}

/** Whether this browser has mapped data before. */
export function isMappingOnboarded(): boolean {
  return readLocal(LOCAL_STORAGE_KEYS.MAPPING_ONBOARDED) === 'true';
}

/**
 * Records a successful mapping; answers true the first time (the caller then shows the success
 * message (`dataMapping.success.*`) once and the hint stays off afterwards).
 */
export function markMappingOnboarded(): boolean {
  if (isMappingOnboarded()) return false;
  writeLocal(LOCAL_STORAGE_KEYS.MAPPING_ONBOARDED, 'true');
  return true;
}
