import { describe, expect, it } from 'vitest';
import { applyFix, lintCode, parseCode, type LintRuleId } from './lint-rules';
import { ALL_ITEMS_PLACEHOLDER, EACH_ITEM_PLACEHOLDER, type CodeNodeMode } from './templates';

const ALL: CodeNodeMode = 'runOnceForAllItems';
const EACH: CodeNodeMode = 'runOnceForEachItem';

/** Lints, expects exactly one finding of the rule, applies its fix and returns the fixed code. */
function fixOnce(source: string, mode: CodeNodeMode, rule: LintRuleId): string {
  const found = lintCode(source, mode).filter((d) => d.rule === rule);
  expect(found).toHaveLength(1);
  expect(found[0]!.severity).toBe('error');
  expect(found[0]!.messageKey.startsWith('codeNodeEditor.linter.')).toBe(true);
  const fixed = applyFix(source, found[0]!.fix);
  expect(lintCode(fixed, mode).filter((d) => d.rule === rule)).toHaveLength(0);
  return fixed;
}

const rulesOf = (source: string, mode: CodeNodeMode) => lintCode(source, mode).map((d) => d.rule);

describe('default code', () => {
  it('the placeholders of both modes lint clean', () => {
    expect(lintCode(ALL_ITEMS_PLACEHOLDER, ALL)).toEqual([]);
    expect(lintCode(EACH_ITEM_PLACEHOLDER, EACH)).toEqual([]);
  });
});

describe('syntax error (both modes)', () => {
  it('flags the line of the error and removes it', () => {
    const src = 'const a = 1;\nconst b = ;\nreturn [{ json: { a } }];';
    const [d] = lintCode(src, ALL);
    expect(d!.rule).toBe('syntaxError');
    expect(src.slice(d!.from, d!.to)).toBe('const b = ;');
    expect(applyFix(src, d!.fix)).toBe('const a = 1;\nreturn [{ json: { a } }];');
  });
  it('is skipped when the previous line has optional chaining', () => {
    expect(lintCode('const a = $json?.x\nconst b = ;\nreturn $input.item;', EACH)).toEqual([]);
  });
  it('valid code has no syntax error', () => {
    expect(rulesOf('const x = 1;\nreturn [{ json: { x } }];', ALL)).not.toContain('syntaxError');
  });
});

describe('each-item mode', () => {
  it('itemCall: .item() becomes .item', () => {
    expect(fixOnce('return $input.item();', EACH, 'itemCall')).toBe('return $input.item;');
    expect(rulesOf('return $input.item;', EACH)).not.toContain('itemCall');
  });
  it('unavailableItems: items becomes $input.item unless declared', () => {
    expect(fixOnce('const x = items;\nreturn x;', EACH, 'unavailableItems')).toBe('const x = $input.item;\nreturn x;');
    expect(fixOnce('const a = items[0].json.a;\nreturn { json: { a } };', EACH, 'unavailableItems')).toBe(
      'const a = $input.item.json.a;\nreturn { json: { a } };',
    );
    expect(rulesOf('const items = [1];\nreturn { json: { n: items.length } };', EACH)).not.toContain(
      'unavailableItems',
    );
  });
  it('unavailableMethod: $input.first/last/all/itemMatching become $input.item', () => {
    for (const m of ['first()', 'last()', 'all()', 'itemMatching(0)']) {
      expect(fixOnce(`const i = $input.${m};\nreturn i;`, EACH, 'unavailableMethod')).toBe(
        'const i = $input.item;\nreturn i;',
      );
    }
    expect(rulesOf('const i = $input.item;\nreturn i;', EACH)).not.toContain('unavailableMethod');
  });
  it('emptyReturn: return; returns the item', () => {
    expect(fixOnce('$input.item.json.a = 1;\nreturn;', EACH, 'emptyReturn')).toBe(
      '$input.item.json.a = 1;\nreturn $input.item;',
    );
    expect(rulesOf('function f() { return; }\nreturn $input.item;', EACH)).not.toContain('emptyReturn');
  });
  it('returnArray: an array return is unwrapped', () => {
    expect(fixOnce('return [$input.item];', EACH, 'returnArray')).toBe('return $input.item;');
    expect(rulesOf('return { json: { list: [1, 2] } };', EACH)).not.toContain('returnArray');
  });
});

describe('all-items mode', () => {
  it('unavailableVar: $json, $binary and $itemIndex are replaced', () => {
    expect(fixOnce('const a = $json.a;\nreturn [{ json: { a } }];', ALL, 'unavailableVar')).toBe(
      'const a = $input.first().json.a;\nreturn [{ json: { a } }];',
    );
    expect(fixOnce('const b = $binary;\nreturn [];', ALL, 'unavailableVar')).toBe(
      'const b = $input.first().binary;\nreturn [];',
    );
    expect(fixOnce('const i = $itemIndex;\nreturn [];', ALL, 'unavailableVar')).toBe('const i = 0;\nreturn [];');
    expect(rulesOf('const a = $input.first().json.a;\nreturn [];', ALL)).not.toContain('unavailableVar');
  });
  it('unavailableProperty: .item becomes .first()', () => {
    expect(fixOnce("const a = $('Set').item.json.a;\nreturn [];", ALL, 'unavailableProperty')).toBe(
      "const a = $('Set').first().json.a;\nreturn [];",
    );
    expect(rulesOf("const a = $('Set').first().json.a;\nreturn [];", ALL)).not.toContain('unavailableProperty');
  });
  it('unavailableItem: bare item becomes $input.first() unless declared', () => {
    expect(fixOnce('const a = item.json.a;\nreturn [];', ALL, 'unavailableItem')).toBe(
      'const a = $input.first().json.a;\nreturn [];',
    );
    expect(rulesOf('for (const item of $input.all()) { item.json.a = 1; }\nreturn $input.all();', ALL)).not.toContain(
      'unavailableItem',
    );
  });
  it('itemMatchingNoArg: an index argument is added', () => {
    expect(fixOnce('const a = $input.itemMatching();\nreturn [a];', ALL, 'itemMatchingNoArg')).toBe(
      'const a = $input.itemMatching(0);\nreturn [a];',
    );
    expect(rulesOf('const a = $input.itemMatching(2);\nreturn [a];', ALL)).not.toContain('itemMatchingNoArg');
  });
  it('firstOrLastArg: the arguments of first() and last() are removed', () => {
    expect(fixOnce('const a = $input.first(1);\nreturn [a];', ALL, 'firstOrLastArg')).toBe(
      'const a = $input.first();\nreturn [a];',
    );
    expect(fixOnce("const a = $('X').last(0, 1);\nreturn [a];", ALL, 'firstOrLastArg')).toBe(
      "const a = $('X').last();\nreturn [a];",
    );
    expect(rulesOf('const a = $input.last();\nreturn [a];', ALL)).not.toContain('firstOrLastArg');
  });
  it('emptyReturn: return; returns all items', () => {
    expect(fixOnce('return;', ALL, 'emptyReturn')).toBe('return $input.all();');
    expect(rulesOf('return [];', ALL)).not.toContain('emptyReturn');
  });
  it('loopItemProperty: loop variable properties go through .json', () => {
    expect(
      fixOnce('for (const row of $input.all()) {\n  row.total = 1;\n}\nreturn $input.all();', ALL, 'loopItemProperty'),
    ).toBe('for (const row of $input.all()) {\n  row.json.total = 1;\n}\nreturn $input.all();');
    expect(
      rulesOf('for (const row of $input.all()) {\n  row.json.total = 1;\n  row.binary;\n}\nreturn $input.all();', ALL),
    ).not.toContain('loopItemProperty');
  });
  it('firstOrLastProperty: properties of first()/last() go through .json', () => {
    expect(fixOnce('const n = $input.first().name;\nreturn [];', ALL, 'firstOrLastProperty')).toBe(
      'const n = $input.first().json.name;\nreturn [];',
    );
    expect(rulesOf('const n = $input.last().json.name;\nreturn [];', ALL)).not.toContain('firstOrLastProperty');
  });
});

describe('mode separation', () => {
  it('all-items rules do not fire in each-item mode and the other way round', () => {
    expect(rulesOf('const a = $json.a;\nreturn { json: { a } };', EACH)).toEqual([]);
    expect(rulesOf('const a = $input.first().json;\nreturn [a];', ALL)).toEqual([]);
  });
  it('parses top-level await and return like the sandbox', () => {
    expect(() => parseCode('await Promise.resolve(1);\nreturn [];')).not.toThrow();
  });
});
