/**
 * The node details view's keys and the locale files agree: every key the NDV's source uses
 * exists in en.json, every NDV key in en.json is used, de.json adds no key of its own, and
 * German translates every NDV key with the same `{placeholders}`.
 */
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import de from './locales/de.json';

/** The NDV's source files (tests excluded), as text. */
const sources: Record<string, string> = import.meta.glob(
  ['../ndv/**/*.{ts,tsx}', '../stores/ndv/**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Namespaces whose keys belong to the node details view. */
const NDV_NAMESPACES = [
  'ndv',
  'runData',
  'dataMapping',
  'parameterInput',
  'multipleParameter',
  'collectionParameter',
  'fixedCollectionParameter',
  'nodeCredentials',
  'nodeSettings',
  'nodeWebhooks',
  'resourceLocator',
  'curlImport',
  'codeNodeEditor',
  'codeMirror',
  'codeEdit',
  'textEdit',
  'htmlEditor',
  'expressionEdit',
  'expressionEditor',
  'expressionModalInput',
  'variableSelector',
  'filter',
  'assignment',
];

const enKeys = en as Record<string, string>;
const deKeys = de as Record<string, string>;

/** The first arguments of `t('…')` calls that are string literals. */
function tCallKeys(text: string): string[] {
  return [...text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)].map((m) => m[2]!);
}

/** String literals that look like NDV keys (key tables such as LINT_MESSAGE_KEYS hold them too). */
function keyLiterals(text: string): string[] {
  const ns = NDV_NAMESPACES.join('|');
  return [...text.matchAll(new RegExp(`(['"])((?:${ns})\\.[A-Za-z0-9_.$()]+)\\1`, 'g'))].map((m) => m[2]!);
}

const isNdvKey = (key: string) => NDV_NAMESPACES.some((ns) => key.startsWith(`${ns}.`));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const used = new Map<string, string>();
for (const [file, text] of Object.entries(sources))
  for (const key of [...tCallKeys(text), ...keyLiterals(text)]) if (!used.has(key)) used.set(key, file);

describe('the NDV locale keys', () => {
  it('scans the view: its source is found and uses keys through t()', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources).some((f) => f.endsWith('ndv/NodeDetailsView.tsx'))).toBe(true);
    expect(used.get('resourceLocator.mode.list.error.title')).toMatch(/ListMode\.tsx$/);
    expect(used.get('codeNodeEditor.linter.allItems.unavailableVar')).toMatch(/lint-rules\.ts$/);
  });

  it('every key the NDV uses is in en.json', () => {
    const missing = [...used].filter(([key]) => !(key in enKeys)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every NDV key in en.json is used by the NDV', () => {
    const unused = Object.keys(enKeys).filter((key) => isNdvKey(key) && !used.has(key));
    expect(unused).toEqual([]);
  });

  it('de.json has no key that en.json lacks', () => {
    expect(Object.keys(deKeys).filter((key) => !(key in enKeys))).toEqual([]);
  });

  it('German translates every key the NDV uses, with the same placeholders', () => {
    const untranslated = [...used.keys()].filter((key) => !(key in deKeys));
    expect(untranslated).toEqual([]);
    const mismatched = Object.keys(deKeys).filter(
      (key) => key in enKeys && placeholders(deKeys[key]!).join() !== placeholders(enKeys[key]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("uses n8n's keys where they exist: lint messages under codeNodeEditor.linter, the list error title", () => {
    expect(Object.keys(enKeys).filter((k) => k.startsWith('codeNodeEditor.linter.')).length).toBeGreaterThanOrEqual(14);
    expect(enKeys['resourceLocator.mode.list.error.title']).toBeTruthy();
  });
});
