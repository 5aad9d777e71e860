/**
 * The Code node lint rules, as pure functions over source text: every
 * rule is an error and carries a quick fix (or a remove action) expressed as text changes, so it
 * is tested without an editor and displayed through @codemirror/lint by cm-lint.ts.
 */
import { parse, type Node as AcornNode } from 'acorn';
import { t } from '../../i18n';
import type { CodeNodeMode } from './templates';

/** One text change of a fix: replace `from..to` with `insert` (absolute offsets in the source). */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** What a fix does, which names its button ('Fix', 'Remove', 'Remove brackets'). */
export type LintFixKind = 'fix' | 'remove' | 'removeBrackets';

/** The localisation keys of the fix buttons. */
export const LINT_FIX_LABEL_KEYS: Record<LintFixKind, string> = {
  fix: 'codeNodeEditor.linter.action.fix',
  remove: 'codeNodeEditor.linter.action.remove',
  removeBrackets: 'codeNodeEditor.linter.action.removeBrackets',
};

/** A quick fix or remove action. */
export interface LintFix {
  kind: LintFixKind;
  /** Button label in the diagnostic, in the active locale ('Fix', 'Remove' …). */
  name: string;
  changes: TextChange[];
}

/** Rule ids; the message key is `codeNodeEditor.linter.<mode group>.<rule>` (see {@link LINT_MESSAGE_KEYS}). */
export type LintRuleId =
  | 'syntaxError'
  | 'itemCall'
  | 'unavailableItems'
  | 'unavailableMethod'
  | 'emptyReturn'
  | 'returnArray'
  | 'unavailableVar'
  | 'unavailableProperty'
  | 'unavailableItem'
  | 'itemMatchingNoArg'
  | 'firstOrLastArg'
  | 'loopItemProperty'
  | 'firstOrLastProperty';

/** A lint finding. All Code node rules are errors. */
export interface CodeLintDiagnostic {
  rule: LintRuleId;
  /** Localisation key under codeNodeEditor.linter. */
  messageKey: string;
  /** The message in the active locale. */
  message: string;
  severity: 'error';
  from: number;
  to: number;
  fix: LintFix;
}

/** The mode groups of the message keys: syntax errors are the same in both modes. */
export type LintGroup = 'bothModes' | 'eachItem' | 'allItems';

/**
 * The message key of each rule, by mode group ("Lint messages are
 * localized keys under codeNodeEditor.linter"); the texts are in the locale files.
 */
export const LINT_MESSAGE_KEYS: { [G in LintGroup]: Partial<Record<LintRuleId, string>> } = {
  bothModes: { syntaxError: 'codeNodeEditor.linter.bothModes.syntaxError' },
  eachItem: {
    itemCall: 'codeNodeEditor.linter.eachItem.itemCall',
    unavailableItems: 'codeNodeEditor.linter.eachItem.unavailableItems',
    unavailableMethod: 'codeNodeEditor.linter.eachItem.unavailableMethod',
    emptyReturn: 'codeNodeEditor.linter.eachItem.emptyReturn',
    returnArray: 'codeNodeEditor.linter.eachItem.returnArray',
  },
  allItems: {
    unavailableVar: 'codeNodeEditor.linter.allItems.unavailableVar',
    unavailableProperty: 'codeNodeEditor.linter.allItems.unavailableProperty',
    unavailableItem: 'codeNodeEditor.linter.allItems.unavailableItem',
    itemMatchingNoArg: 'codeNodeEditor.linter.allItems.itemMatchingNoArg',
    firstOrLastArg: 'codeNodeEditor.linter.allItems.firstOrLastArg',
    emptyReturn: 'codeNodeEditor.linter.allItems.emptyReturn',
    loopItemProperty: 'codeNodeEditor.linter.allItems.loopItemProperty',
    firstOrLastProperty: 'codeNodeEditor.linter.allItems.firstOrLastProperty',
  },
};

/** A fix of a kind, its button named in the active locale. */
function fix(kind: LintFixKind, changes: TextChange[]): LintFix {
  return { kind, name: t(LINT_FIX_LABEL_KEYS[kind]), changes };
}

/** Applies a fix's changes to the source (changes may come in any order and must not overlap). */
export function applyFix(source: string, fix: LintFix): string {
  let out = source;
  for (const c of [...fix.changes].sort((a, b) => b.from - a.from))
    out = out.slice(0, c.from) + c.insert + out.slice(c.to);
  return out;
}

// ---- a small AST walker (acorn has no walker in this install) ----

type AnyNode = AcornNode & Record<string, any>;

function isNode(v: unknown): v is AnyNode {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

function walk(node: AnyNode, visit: (node: AnyNode, ancestors: AnyNode[]) => void, ancestors: AnyNode[] = []): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const v = node[key];
    if (Array.isArray(v)) {
      for (const c of v) if (isNode(c)) walk(c, visit, ancestors);
    } else if (isNode(v)) walk(v, visit, ancestors);
  }
  ancestors.pop();
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Names bound anywhere in the code (declarations, parameters, catch clauses, functions, classes). */
function declaredNames(ast: AnyNode): Set<string> {
  const names = new Set<string>();
  const addPattern = (p: AnyNode | null | undefined): void => {
    if (!p) return;
    if (p.type === 'Identifier') names.add(p.name);
    else if (p.type === 'ObjectPattern')
      for (const prop of p.properties) addPattern(prop.type === 'RestElement' ? prop.argument : prop.value);
    else if (p.type === 'ArrayPattern') for (const el of p.elements) addPattern(el);
    else if (p.type === 'RestElement') addPattern(p.argument);
    else if (p.type === 'AssignmentPattern') addPattern(p.left);
  };
  walk(ast, (n) => {
    if (n.type === 'VariableDeclarator') addPattern(n.id);
    else if (FUNCTION_TYPES.has(n.type)) {
      if (n.id) names.add(n.id.name);
      for (const p of n.params) addPattern(p);
    } else if (n.type === 'CatchClause') addPattern(n.param);
    else if (n.type === 'ClassDeclaration' && n.id) names.add(n.id.name);
  });
  return names;
}

/** Whether an identifier is read as a variable (not a property name, key, label or binding). */
function isReference(id: AnyNode, parent: AnyNode | undefined): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && parent.property === id && !parent.computed) return false;
  if (
    (parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') &&
    parent.key === id &&
    !parent.computed &&
    !parent.shorthand
  )
    return false;
  if (parent.type === 'VariableDeclarator' && parent.id === id) return false;
  if (FUNCTION_TYPES.has(parent.type) && (parent.id === id || parent.params.includes(id))) return false;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement')
    return false;
  if (parent.type === 'CatchClause' && parent.param === id) return false;
  return true;
}

const isIdent = (n: AnyNode | undefined, name?: string): boolean =>
  !!n && n.type === 'Identifier' && (name === undefined || n.name === name);

/** `$input` or `$('Node')`: the things that have first(), last(), all(), item and itemMatching(). */
function isItemSource(n: AnyNode | undefined): boolean {
  if (!n) return false;
  if (isIdent(n, '$input')) return true;
  return n.type === 'CallExpression' && isIdent(n.callee, '$');
}

function memberName(m: AnyNode): string | undefined {
  if (m.type !== 'MemberExpression' || m.computed || m.property.type !== 'Identifier') return undefined;
  return m.property.name as string;
}

/** `$input.all()`, `$('N').all()` or `items`: what a for…of over all items iterates. */
function isAllItems(n: AnyNode | undefined): boolean {
  if (!n) return false;
  if (isIdent(n, 'items')) return true;
  return (
    n.type === 'CallExpression' &&
    n.callee.type === 'MemberExpression' &&
    memberName(n.callee) === 'all' &&
    isItemSource(n.callee.object)
  );
}

/** The line (1-based) text of a source. */
function lineText(source: string, line: number): string {
  return source.split('\n')[line - 1] ?? '';
}

function lineRange(source: string, line: number): { from: number; to: number } {
  const lines = source.split('\n');
  let from = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) from += lines[i]!.length + 1;
  const text = lines[line - 1] ?? '';
  return { from, to: from + text.length };
}

/** Parses Code node source the way the sandbox runs it (top-level return and await allowed). */
export function parseCode(source: string): AnyNode {
  return parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    locations: true,
  }) as AnyNode;
}

/**
 * Lints Code node source for a mode: every rule above. A syntax error yields only its own
 * diagnostic (on the error's line), unless the previous line uses optional chaining.
 */
export function lintCode(source: string, mode: CodeNodeMode): CodeLintDiagnostic[] {
  let ast: AnyNode;
  try {
    ast = parseCode(source);
  } catch (e) {
    const loc = (e as { loc?: { line: number } }).loc;
    const line = loc?.line ?? 1;
    if (line > 1 && lineText(source, line - 1).includes('?.')) return [];
    const { from, to } = lineRange(source, line);
    const removeTo = to < source.length ? to + 1 : to;
    return [
      {
        rule: 'syntaxError',
        messageKey: LINT_MESSAGE_KEYS.bothModes.syntaxError!,
        message: t(LINT_MESSAGE_KEYS.bothModes.syntaxError!),
        severity: 'error',
        from,
        to,
        fix: fix('remove', [{ from, to: removeTo, insert: '' }]),
      },
    ];
  }
  const out: CodeLintDiagnostic[] = [];
  const seen = new Set<string>();
  const push = (
    d: Omit<CodeLintDiagnostic, 'severity' | 'message' | 'messageKey'> & { vars?: Record<string, string> },
  ): void => {
    const group: LintGroup =
      d.rule === 'syntaxError' ? 'bothModes' : mode === 'runOnceForEachItem' ? 'eachItem' : 'allItems';
    const key = LINT_MESSAGE_KEYS[group][d.rule] ?? `codeNodeEditor.linter.${group}.${d.rule}`;
    const id = `${d.rule}:${d.from}:${d.to}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({
      rule: d.rule,
      messageKey: key,
      message: t(key, d.vars),
      severity: 'error',
      from: d.from,
      to: d.to,
      fix: d.fix,
    });
  };
  const declared = declaredNames(ast);
  const text = (n: AnyNode): string => source.slice(n.start, n.end);
  const insideFunction = (ancestors: AnyNode[]): boolean => ancestors.some((a) => FUNCTION_TYPES.has(a.type));

  // Loop variables of `for (const x of $input.all())`, with the loop body ranges.
  const loops: Array<{ name: string; from: number; to: number }> = [];
  if (mode === 'runOnceForAllItems') {
    walk(ast, (n) => {
      if (n.type !== 'ForOfStatement' || !isAllItems(n.right)) return;
      const left = n.left;
      if (left.type === 'VariableDeclaration' && left.declarations.length === 1 && isIdent(left.declarations[0].id)) {
        loops.push({ name: left.declarations[0].id.name, from: n.body.start, to: n.body.end });
      }
    });
  }

  walk(ast, (n, ancestors) => {
    const parent = ancestors[ancestors.length - 1];

    // empty return, both modes (only the top-level code's return, not nested functions)
    if (n.type === 'ReturnStatement' && !insideFunction(ancestors)) {
      if (!n.argument) {
        const insert = mode === 'runOnceForEachItem' ? ' $input.item' : ' $input.all()';
        push({
          rule: 'emptyReturn',
          from: n.start,
          to: n.end,
          fix: fix('fix', [{ from: n.start + 'return'.length, to: n.start + 'return'.length, insert }]),
        });
      } else if (mode === 'runOnceForEachItem' && n.argument.type === 'ArrayExpression') {
        const arr = n.argument;
        const first = arr.elements[0] as AnyNode | null | undefined;
        const insert = first && first.type !== 'SpreadElement' ? text(first) : '{ json: {} }';
        push({
          rule: 'returnArray',
          from: arr.start,
          to: arr.end,
          fix: fix('fix', [{ from: arr.start, to: arr.end, insert }]),
        });
      }
    }

    if (mode === 'runOnceForEachItem') {
      if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && memberName(n.callee) === 'item') {
        push({
          rule: 'itemCall',
          from: n.callee.property.start,
          to: n.end,
          fix: fix('removeBrackets', [{ from: n.callee.end, to: n.end, insert: '' }]),
        });
      }
      if (n.type === 'Identifier' && n.name === 'items' && !declared.has('items') && isReference(n, parent)) {
        // `items[i]` as a whole becomes `$input.item`; a bare `items` too.
        const target = parent?.type === 'MemberExpression' && parent.object === n && parent.computed ? parent : n;
        push({
          rule: 'unavailableItems',
          from: n.start,
          to: n.end,
          fix: fix('fix', [{ from: target.start, to: target.end, insert: '$input.item' }]),
        });
      }
      if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && isIdent(n.callee.object, '$input')) {
        const method = memberName(n.callee);
        if (method === 'first' || method === 'last' || method === 'all' || method === 'itemMatching') {
          push({
            rule: 'unavailableMethod',
            vars: { method },
            from: n.start,
            to: n.end,
            fix: fix('fix', [{ from: n.start, to: n.end, insert: '$input.item' }]),
          });
        }
      }
      return;
    }

    // ---- all-items mode ----
    if (n.type === 'Identifier' && isReference(n, parent)) {
      const replacement: Record<string, string> = {
        $json: '$input.first().json',
        $binary: '$input.first().binary',
        $itemIndex: '0',
      };
      if (n.name in replacement && !declared.has(n.name)) {
        push({
          rule: 'unavailableVar',
          vars: { name: n.name },
          from: n.start,
          to: n.end,
          fix: fix('fix', [{ from: n.start, to: n.end, insert: replacement[n.name]! }]),
        });
      }
      if (n.name === 'item' && !declared.has('item')) {
        push({
          rule: 'unavailableItem',
          from: n.start,
          to: n.end,
          fix: fix('fix', [{ from: n.start, to: n.end, insert: '$input.first()' }]),
        });
      }
    }
    if (
      n.type === 'MemberExpression' &&
      memberName(n) === 'item' &&
      isItemSource(n.object) &&
      !(parent?.type === 'CallExpression' && parent.callee === n)
    ) {
      push({
        rule: 'unavailableProperty',
        from: n.property.start,
        to: n.property.end,
        fix: fix('fix', [{ from: n.property.start, to: n.property.end, insert: 'first()' }]),
      });
    }
    if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && isItemSource(n.callee.object)) {
      const method = memberName(n.callee);
      if (method === 'itemMatching' && n.arguments.length === 0) {
        push({
          rule: 'itemMatchingNoArg',
          from: n.callee.property.start,
          to: n.end,
          fix: fix('fix', [{ from: n.end - 1, to: n.end - 1, insert: '0' }]),
        });
      }
      if ((method === 'first' || method === 'last') && n.arguments.length > 0) {
        const args = n.arguments as AnyNode[];
        push({
          rule: 'firstOrLastArg',
          vars: { method },
          from: n.callee.property.start,
          to: n.end,
          fix: fix('remove', [{ from: args[0]!.start, to: args[args.length - 1]!.end, insert: '' }]),
        });
      }
    }
    if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') {
      const prop = n.property.name as string;
      if (prop !== 'json' && prop !== 'binary') {
        const obj = n.object as AnyNode;
        if (obj.type === 'Identifier' && loops.some((l) => l.name === obj.name && n.start >= l.from && n.end <= l.to)) {
          push({
            rule: 'loopItemProperty',
            vars: { property: prop },
            from: n.start,
            to: n.end,
            fix: fix('fix', [{ from: n.property.start, to: n.property.start, insert: 'json.' }]),
          });
        }
        if (
          obj.type === 'CallExpression' &&
          obj.callee.type === 'MemberExpression' &&
          isItemSource(obj.callee.object)
        ) {
          const method = memberName(obj.callee);
          if (method === 'first' || method === 'last') {
            push({
              rule: 'firstOrLastProperty',
              vars: { method, property: prop },
              from: n.start,
              to: n.end,
              fix: fix('fix', [{ from: n.property.start, to: n.property.start, insert: 'json.' }]),
            });
          }
        }
      }
    }
  });
  return out.sort((a, b) => a.from - b.from);
}
