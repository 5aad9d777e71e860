/**
 * The expression modal's variable selector as a pure tree: input
 * data, other nodes' output, $workflow, $execution, $vars and the date variables, each leaf with
 * the expression it inserts; a filter; and 'Data too large' past 102400 characters.
 */
import type { Item } from '@weft/workflow';
import { t } from '../../i18n';
import { isValidIdentifier } from './completion-data';

/** Serialised size at which the selector shows 'Data too large' instead of the data. */
export const DATA_TOO_LARGE_THRESHOLD = 102400;
/** Label shown for data past the threshold ('Data too large'), in the active locale. */
export function dataTooLargeLabel(): string {
  return t('variableSelector.dataTooLarge');
}

/** One entry of the selector. */
export interface VariableNode {
  /** Unique within the tree. */
  id: string;
  name: string;
  /** What clicking inserts, e.g. `{{ $json.name }}` (absent for pure groups). */
  expression?: string;
  /** Short preview of a leaf's value. */
  preview?: string;
  children?: VariableNode[];
  /** Set when the data behind this entry is too large to list. */
  tooLarge?: boolean;
}

/** Whether a value serialises to the threshold or more (102400 characters or more). */
export function isDataTooLarge(value: unknown): boolean {
  try {
    return (JSON.stringify(value) ?? '').length >= DATA_TOO_LARGE_THRESHOLD;
  } catch {
    return true;
  }
}

/** Appends a key to an access path (`.key`, `['key']` or `[0]`). */
export function appendPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return isValidIdentifier(key) ? `${base}.${key}` : `${base}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

function preview(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return v.length > 60 ? `${v.slice(0, 60)}…` : v;
  if (typeof v === 'object') return Array.isArray(v) ? `Array(${v.length})` : 'Object';
  return String(v);
}

/** Lists a value's entries as tree nodes whose expressions extend `path` (depth-limited). */
export function valueToNodes(value: unknown, path: string, idPrefix: string, depth = 0): VariableNode[] {
  if (value === null || typeof value !== 'object' || depth > 8) return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.slice(0, 100).map((v, i) => [i, v])
    : Object.entries(value);
  return entries.map(([k, v]) => {
    const p = appendPath(path, k);
    const id = `${idPrefix}/${String(k)}`;
    const isBranch = v !== null && typeof v === 'object';
    return {
      id,
      name: typeof k === 'number' ? `[${k}]` : k,
      expression: `{{ ${p} }}`,
      ...(isBranch ? { children: valueToNodes(v, p, id, depth + 1) } : { preview: preview(v) }),
    };
  });
}

/** What the selector lists. */
export interface VariableTreeInput {
  /** Items of the node's input (`$json` is the chosen item's json). */
  inputItems: Item[];
  itemIndex: number;
  /** Other executed nodes with their output items (first output, last run). */
  nodes: Array<{ name: string; items: Item[] }>;
  parameters?: Record<string, unknown>;
  workflow: { id?: string; name: string; active: boolean };
  execution: { id: string; mode: string; resumeUrl: string };
  vars?: Record<string, unknown>;
}

function group(id: string, name: string, data: unknown, path: string): VariableNode {
  if (isDataTooLarge(data)) return { id, name, tooLarge: true, children: [] };
  return { id, name, children: valueToNodes(data, path, id) };
}

/** Builds the selector tree; group names are in the active locale. */
export function buildVariableTree(input: VariableTreeInput): VariableNode[] {
  const out: VariableNode[] = [];
  const item = input.inputItems[input.itemIndex] ?? input.inputItems[0];
  const current: VariableNode = { id: 'current', name: t('variableSelector.currentNode'), children: [] };
  if (isDataTooLarge(input.inputItems))
    current.children!.push({
      id: 'current/input',
      name: t('variableSelector.inputData'),
      tooLarge: true,
      children: [],
    });
  else {
    current.children!.push({
      id: 'current/input',
      name: t('variableSelector.inputData'),
      children: [
        {
          id: 'current/input/json',
          name: t('variableSelector.json'),
          expression: '{{ $json }}',
          children: valueToNodes(item?.json ?? {}, '$json', 'current/input/json'),
        },
        ...(item?.binary
          ? [
              {
                id: 'current/input/binary',
                name: t('variableSelector.binary'),
                expression: '{{ $binary }}',
                children: valueToNodes(item.binary, '$binary', 'current/input/binary'),
              },
            ]
          : []),
      ],
    });
  }
  if (input.parameters)
    current.children!.push({
      ...group('current/parameters', t('variableSelector.parameters'), input.parameters, '$parameter'),
      expression: '{{ $parameter }}',
    });
  current.children!.push({
    id: 'current/itemIndex',
    name: t('variableSelector.itemIndex'),
    expression: '{{ $itemIndex }}',
    preview: String(input.itemIndex),
  });
  current.children!.push({
    id: 'current/runIndex',
    name: t('variableSelector.runIndex'),
    expression: '{{ $runIndex }}',
    preview: '0',
  });
  out.push(current);

  if (input.nodes.length) {
    out.push({
      id: 'nodes',
      name: t('variableSelector.nodes'),
      children: input.nodes.map((n) => {
        const base = `$('${n.name.replace(/'/g, "\\'")}')`;
        const id = `nodes/${n.name}`;
        if (isDataTooLarge(n.items)) return { id, name: n.name, tooLarge: true, children: [] };
        return {
          id,
          name: n.name,
          children: [
            {
              id: `${id}/json`,
              name: t('variableSelector.outputData'),
              expression: `{{ ${base}.item.json }}`,
              children: valueToNodes(n.items[0]?.json ?? {}, `${base}.item.json`, `${id}/json`),
            },
            { id: `${id}/isExecuted`, name: 'isExecuted', expression: `{{ ${base}.isExecuted }}`, preview: 'true' },
          ],
        };
      }),
    });
  }
  out.push({ ...group('workflow', '$workflow', input.workflow, '$workflow'), expression: '{{ $workflow }}' });
  out.push({ ...group('execution', '$execution', input.execution, '$execution'), expression: '{{ $execution }}' });
  out.push({ ...group('vars', '$vars', input.vars ?? {}, '$vars'), expression: '{{ $vars }}' });
  out.push({ id: 'now', name: '$now', expression: '{{ $now }}', preview: 'DateTime' });
  out.push({ id: 'today', name: '$today', expression: '{{ $today }}', preview: 'DateTime' });
  return out;
}

/**
 * Keeps the entries whose name (or a descendant's name) contains the filter, case-insensitive;
 * a matching group keeps all its children.
 */
export function filterVariableTree(nodes: readonly VariableNode[], filter: string): VariableNode[] {
  const f = filter.trim().toLowerCase();
  if (!f) return [...nodes];
  const out: VariableNode[] = [];
  for (const n of nodes) {
    if (n.name.toLowerCase().includes(f)) {
      out.push(n);
      continue;
    }
    const kids = n.children ? filterVariableTree(n.children, f) : [];
    if (kids.length) out.push({ ...n, children: kids });
  }
  return out;
}
