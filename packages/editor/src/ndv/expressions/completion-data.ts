/**
 * Autocompletion data shared by the expression editors and the Code node editor:
 * `$` variables, node names as `$('…')`, extension functions by value type (from
 * @weft/workflow's extension groups) and Luxon DateTime methods. Pure: the CodeMirror sources
 * in completions.ts and ../code/completions.ts only adapt these lists.
 */
import { DateTime } from 'luxon';
import { EXTENSION_GROUPS, type ExtensionGroup } from '@weft/workflow';
import { t } from '../../i18n';

/** One completion option. */
export interface CompletionItem {
  label: string;
  /** Text inserted instead of the label (e.g. `toUpperCase()`). */
  apply?: string;
  type: 'variable' | 'function' | 'method' | 'property' | 'keyword' | 'class';
  detail?: string;
  info?: string;
}

/** The `$` variables of expressions, described in the active locale. */
export function expressionVariables(): CompletionItem[] {
  return [
    { label: '$json', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$json') },
    { label: '$binary', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$binary') },
    { label: '$input', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$input') },
    { label: '$now', type: 'variable', detail: 'DateTime', info: t('codeNodeEditor.completer.$now') },
    { label: '$today', type: 'variable', detail: 'DateTime', info: t('codeNodeEditor.completer.$today') },
    { label: '$workflow', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$workflow') },
    { label: '$execution', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$execution') },
    { label: '$vars', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$vars') },
    { label: '$prevNode', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$prevNode') },
    { label: '$itemIndex', type: 'variable', detail: 'number', info: t('codeNodeEditor.completer.$itemIndex') },
    { label: '$runIndex', type: 'variable', detail: 'number', info: t('codeNodeEditor.completer.$runIndex') },
    { label: '$parameter', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$parameter') },
    { label: '$node', type: 'variable', detail: 'Object', info: t('codeNodeEditor.completer.$node') },
    {
      label: '$jmespath',
      type: 'function',
      apply: '$jmespath()',
      detail: '(data, query)',
      info: t('codeNodeEditor.completer.$jmespath'),
    },
    {
      label: '$if',
      type: 'function',
      apply: '$if()',
      detail: '(condition, whenTrue, whenFalse)',
      info: t('codeNodeEditor.completer.$if'),
    },
    {
      label: '$ifEmpty',
      type: 'function',
      apply: '$ifEmpty()',
      detail: '(value, fallback)',
      info: t('codeNodeEditor.completer.$ifEmpty'),
    },
    {
      label: '$min',
      type: 'function',
      apply: '$min()',
      detail: '(...numbers)',
      info: t('codeNodeEditor.completer.$min'),
    },
    {
      label: '$max',
      type: 'function',
      apply: '$max()',
      detail: '(...numbers)',
      info: t('codeNodeEditor.completer.$max'),
    },
  ];
}

/** Extra names of the Code node (`$input`, `$json`, `items`, `$('Node')`, `DateTime`). */
export function codeVariables(): CompletionItem[] {
  return [
    { label: 'items', type: 'variable', detail: 'Item[]', info: t('codeNodeEditor.completer.items') },
    { label: 'item', type: 'variable', detail: 'Item', info: t('codeNodeEditor.completer.item') },
    { label: 'DateTime', type: 'class', detail: 'Luxon', info: t('codeNodeEditor.completer.DateTime') },
    { label: 'Duration', type: 'class', detail: 'Luxon' },
    { label: 'Interval', type: 'class', detail: 'Luxon' },
  ];
}

/** Members of `$input` and of `$('Node')`. */
export function itemSourceMembers(): CompletionItem[] {
  return [
    { label: 'item', type: 'property', detail: 'Item', info: t('codeNodeEditor.completer.$input.item') },
    {
      label: 'all',
      type: 'method',
      apply: 'all()',
      detail: '(): Item[]',
      info: t('codeNodeEditor.completer.$input.all'),
    },
    {
      label: 'first',
      type: 'method',
      apply: 'first()',
      detail: '(): Item',
      info: t('codeNodeEditor.completer.$input.first'),
    },
    {
      label: 'last',
      type: 'method',
      apply: 'last()',
      detail: '(): Item',
      info: t('codeNodeEditor.completer.$input.last'),
    },
    {
      label: 'itemMatching',
      type: 'method',
      apply: 'itemMatching()',
      detail: '(index: number): Item',
      info: t('codeNodeEditor.completer.$input.itemMatching'),
    },
    { label: 'params', type: 'property', detail: 'Object', info: t('codeNodeEditor.completer.$input.params') },
  ];
}

/** Members of an item. */
export const ITEM_MEMBERS: readonly CompletionItem[] = [
  { label: 'json', type: 'property', detail: 'Object' },
  { label: 'binary', type: 'property', detail: 'Object' },
];

/**
 * Whether a name can be completed as `.name` (identifiers must not start with a digit
 * or contain special characters); other keys are completed as `['key']`.
 */
export function isValidIdentifier(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

/** A value type as extension functions see it. */
export type ValueType = ExtensionGroup['typeName'];

/** The extension type of a value (undefined for null, undefined and functions). */
export function valueTypeOf(value: unknown): ValueType | undefined {
  if (value === null || value === undefined || typeof value === 'function') return undefined;
  if (DateTime.isDateTime(value) || value instanceof Date) return 'Date';
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'number') return 'Number';
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'object') return 'Object';
  return undefined;
}

/** Native JavaScript members offered next to the extensions. */
const NATIVE_MEMBERS: Partial<Record<ValueType, { methods: string[]; properties: string[] }>> = {
  String: {
    methods: [
      'toUpperCase',
      'toLowerCase',
      'trim',
      'trimStart',
      'trimEnd',
      'split',
      'includes',
      'startsWith',
      'endsWith',
      'replace',
      'replaceAll',
      'slice',
      'substring',
      'indexOf',
      'lastIndexOf',
      'padStart',
      'padEnd',
      'repeat',
      'at',
      'charAt',
      'concat',
      'match',
    ],
    properties: ['length'],
  },
  Array: {
    methods: [
      'join',
      'map',
      'filter',
      'find',
      'findIndex',
      'includes',
      'indexOf',
      'slice',
      'concat',
      'reverse',
      'some',
      'every',
      'reduce',
      'flat',
      'at',
      'sort',
    ],
    properties: ['length'],
  },
  Number: { methods: ['toFixed', 'toString', 'toPrecision', 'toLocaleString'], properties: [] },
  Boolean: { methods: ['toString'], properties: [] },
};

/** Extension functions (and native members) for a value type, with their signature and description. */
export function extensionCompletions(type: ValueType): CompletionItem[] {
  const group = EXTENSION_GROUPS.find((g) => g.typeName === type);
  if (!group) return [];
  const out = new Map<string, CompletionItem>();
  for (const name of Object.keys(group.functions)) {
    const doc = group.docs[name];
    out.set(name, {
      label: name,
      apply: `${name}()`,
      type: 'method',
      detail: doc?.signature ?? '()',
      info: doc?.description,
    });
  }
  const native = NATIVE_MEMBERS[type];
  for (const name of native?.methods ?? [])
    if (!out.has(name)) out.set(name, { label: name, apply: `${name}()`, type: 'method', detail: type });
  for (const name of native?.properties ?? [])
    if (!out.has(name)) out.set(name, { label: name, type: 'property', detail: 'number' });
  return [...out.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Extension functions of every type (when the value type is not known, e.g. in code). */
export function allExtensionCompletions(): CompletionItem[] {
  const seen = new Map<string, CompletionItem>();
  for (const g of EXTENSION_GROUPS)
    for (const c of extensionCompletions(g.typeName))
      if (!seen.has(c.label)) seen.set(c.label, { ...c, detail: `${g.typeName} ${c.detail ?? ''}`.trim() });
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
}

const LUXON_SKIP = new Set([
  'constructor',
  'isLuxonDateTime',
  'loc',
  'invalid',
  'weekData',
  'localWeekData',
  'c',
  'o',
  'ts',
  '_zone',
  'isLuxonDateTime',
]);

/** Luxon DateTime instance members (for `$now.`, `$today.`, DateTime values). */
export function luxonCompletions(): CompletionItem[] {
  const proto = DateTime.prototype as unknown as Record<string, unknown>;
  const names = new Set<string>();
  for (const name of Object.getOwnPropertyNames(proto))
    if (!name.startsWith('_') && !LUXON_SKIP.has(name)) names.add(name);
  const out: CompletionItem[] = [];
  for (const name of [...names].sort()) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (!d) continue;
    if (typeof d.value === 'function')
      out.push({ label: name, apply: `${name}()`, type: 'method', detail: 'DateTime' });
    else if (d.get) out.push({ label: name, type: 'property', detail: 'DateTime' });
  }
  const dateExt = extensionCompletions('Date').filter((c) => !names.has(c.label));
  return [...out, ...dateExt].sort((a, b) => a.label.localeCompare(b.label));
}

/** Luxon DateTime static members (for `DateTime.`). */
export function luxonStaticCompletions(): CompletionItem[] {
  return [
    'now',
    'local',
    'utc',
    'fromISO',
    'fromFormat',
    'fromMillis',
    'fromSeconds',
    'fromJSDate',
    'fromObject',
    'fromHTTP',
    'fromRFC2822',
    'fromSQL',
    'max',
    'min',
    'isDateTime',
  ].map((name) => ({
    label: name,
    apply: `${name}()`,
    type: 'method' as const,
    detail: 'DateTime',
  }));
}

/** `$('Node')` entries for node names (the quote inside the name is escaped). */
export function nodeNameCompletions(names: readonly string[]): CompletionItem[] {
  return names.map((name) => ({
    label: `$('${name.replace(/'/g, "\\'")}')`,
    type: 'function' as const,
    detail: 'node',
    info: t('codeNodeEditor.completer.$()', { nodeName: name }),
  }));
}

/** Keys of an object value as completions (`.key`, or `['key']` for keys that are not identifiers). */
export function keyCompletions(value: unknown): CompletionItem[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || DateTime.isDateTime(value)) return [];
  return Object.keys(value).map((key) => {
    const v = (value as Record<string, unknown>)[key];
    const detail = valueTypeOf(v) ?? (v === null ? 'null' : typeof v);
    return isValidIdentifier(key)
      ? { label: key, type: 'property' as const, detail }
      : { label: `['${key.replace(/'/g, "\\'")}']`, type: 'property' as const, detail };
  });
}

/**
 * The expression before a trailing `.partial` in text: `$json.name.to` → { base: '$json.name', partial: 'to' }.
 * Brackets and quotes are balanced while scanning back; undefined when the text does not end in a member access.
 */
export function memberAccessAt(text: string): { base: string; partial: string } | undefined {
  const m = /\.([A-Za-z_$][\w$]*)?$/.exec(text);
  if (!m) return undefined;
  const partial = m[1] ?? '';
  let i = m.index - 1;
  let depth = 0;
  while (i >= 0) {
    const c = text[i]!;
    if (c === ')' || c === ']') depth++;
    else if (c === '(' || c === '[') {
      if (depth === 0) break;
      depth--;
    } else if (c === '"' || c === "'" || c === '`') {
      const q = c;
      i--;
      while (i >= 0 && text[i] !== q) i--;
    } else if (depth === 0 && !/[\w$.]/.test(c)) break;
    i--;
  }
  const base = text.slice(i + 1, m.index).trim();
  if (!base || /^\d+$/.test(base)) return undefined;
  return { base, partial };
}

/** Members offered after `base.` when the value is not known: by the syntax of the base. */
export function membersBySyntax(base: string): CompletionItem[] | undefined {
  if (base === '$input' || /^\$\((['"]).*\1\)$/.test(base)) return itemSourceMembers();
  if (base === '$now' || base === '$today' || /^DateTime\.\w+\(.*\)$/.test(base)) return luxonCompletions();
  if (base === 'DateTime') return luxonStaticCompletions();
  if (
    /\.(first|last|item|itemMatching\(.*\))(\(\))?$/.test(base) ||
    /^(\$input|\$\(.*\))\.(first|last)\(\)$/.test(base) ||
    base === '$input.item'
  )
    return [...ITEM_MEMBERS];
  if (/^(['"`]).*\1$/.test(base)) return extensionCompletions('String');
  if (/^\[.*\]$/.test(base)) return extensionCompletions('Array');
  if (/^\d+(\.\d+)?$/.test(base)) return extensionCompletions('Number');
  return undefined;
}

/** Members of a resolved value: object keys plus the extension functions of its type (Luxon for dates). */
export function membersOfValue(value: unknown): CompletionItem[] {
  const type = valueTypeOf(value);
  if (!type) return [];
  if (type === 'Date') return luxonCompletions();
  return [...keyCompletions(value), ...extensionCompletions(type)];
}
