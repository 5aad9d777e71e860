import { ExpressionError, WeftError } from '../errors.js';
import { compileSnippet, RUNTIME_PARAMS } from './compile.js';
import { extend, EXTENSION_NAMES } from './extensions/dispatch.js';
import { EXPRESSION_GLOBALS } from './globals.js';
import { checkKey, checkWritable, startBudget, tick, unknownName } from './runtime.js';
import { splitTemplate, type ExpressionSegment } from './template.js';

/** Names every expression scope provides, besides any `$`-prefixed name. */
export const SCOPE_NAMES: ReadonlySet<string> = new Set([...Object.keys(EXPRESSION_GLOBALS)]);

type Snippet = (
  s: object,
  k: typeof checkKey,
  x: typeof extend,
  w: typeof checkWritable,
  t: typeof tick,
  u: typeof unknownName,
) => unknown;

/** Every `$name` is read from the scope; other names only when listed in {@link SCOPE_NAMES}. */
const scopeNames: ReadonlySet<string> = new Proxy(SCOPE_NAMES as Set<string>, {
  get(target, prop) {
    if (prop === 'has') return (name: string) => name.startsWith('$') || target.has(name);
    const v = Reflect.get(target, prop, target);
    return typeof v === 'function' ? v.bind(target) : v;
  },
});

const snippetCache = new Map<string, Snippet | ExpressionError>();
const templateCache = new Map<string, ExpressionSegment[]>();
const CACHE_LIMIT = 5000;

function compiled(text: string): Snippet {
  let fn = snippetCache.get(text);
  if (!fn) {
    try {
      const body = compileSnippet(text, scopeNames, EXTENSION_NAMES);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      fn = new Function(...RUNTIME_PARAMS, body) as Snippet;
    } catch (e) {
      fn =
        e instanceof ExpressionError
          ? e
          : new ExpressionError('invalid syntax', { description: (e as Error).message, cause: e });
    }
    if (snippetCache.size >= CACHE_LIMIT) snippetCache.clear();
    snippetCache.set(text, fn);
  }
  if (fn instanceof Error) throw fn;
  return fn;
}

function segmentsOf(template: string): ExpressionSegment[] {
  let segs = templateCache.get(template);
  if (!segs) {
    segs = splitTemplate(template);
    if (templateCache.size >= CACHE_LIMIT) templateCache.clear();
    templateCache.set(template, segs);
  }
  return segs;
}

let depth = 0;

/**
 * Runs one snippet against a scope, with the sandbox's runtime helpers and time budget.
 *
 * As n8n's expression engines do when a workflow runs, an error that is not an expression error
 * (a TypeError such as reading a property of `undefined`, a method that does not exist, a
 * `JSON.parse` of bad text, an error the expression throws itself) makes the snippet's value
 * `undefined` instead of failing the node; expression errors (a node that does not exist, a
 * refused extension argument, a sandbox refusal, the time limit) are thrown. `strict` throws every
 * error, for the editor's preview, which shows the user what went wrong.
 */
export function runSnippet(text: string, scope: object, strict = false): unknown {
  const fn = compiled(text);
  if (depth === 0) startBudget();
  depth++;
  try {
    return fn(scope, checkKey, extend, checkWritable, tick, unknownName);
  } catch (e) {
    if (strict || e instanceof WeftError) throw toExpressionError(e);
    return undefined;
  } finally {
    depth--;
  }
}

function toExpressionError(e: unknown): Error {
  if (e instanceof WeftError) return e;
  if (e instanceof Error) {
    const err = new ExpressionError(e.message, { cause: e });
    err.context.type = e.name;
    return err;
  }
  return new ExpressionError(String(e));
}

/**
 * How a resolved value reads inside a template with text around it, as in n8n: nothing for null,
 * undefined and NaN, otherwise JavaScript's own string conversion. So an array reads `1,2,3`, an
 * object `[object Object]` and a Date as `Date.prototype.toString` writes it (recorded from n8n
 * 1.123; only a template that is one `{{ }}` segment keeps the value's type). Answers undefined
 * for a value without a string form (an object without a prototype).
 */
export function stringifyForTemplate(value: unknown): string | undefined {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

/**
 * Joins a template's segments, each code segment resolved by `resolve`. When one has no string
 * form the whole template reads as undefined, as in n8n, where a template runs as one program.
 */
function joinSegments(segs: readonly ExpressionSegment[], resolve: (code: string) => unknown): string | undefined {
  let out = '';
  for (const seg of segs) {
    const text = seg.kind === 'plaintext' ? seg.text : stringifyForTemplate(resolve(seg.text));
    if (text === undefined) return undefined;
    out += text;
  }
  return out;
}

/**
 * Evaluates a parameter value. Values not starting with `=` are returned as they are. A value
 * that is exactly one `{{ }}` segment answers the segment's value with its type; any other
 * template answers a string. `strict` throws every error instead of n8n's `undefined` for errors
 * that are not expression errors (see {@link runSnippet}).
 *
 * @example evaluateExpression('={{ $json.a + 1 }}', scope) // 2 when $json.a is 1
 */
export function evaluateExpression(value: unknown, scope: object, strict = false): unknown {
  if (typeof value !== 'string' || value.charCodeAt(0) !== 61) return value;
  const template = value.slice(1);
  const segs = segmentsOf(template);
  if (segs.length === 0) return '';
  if (segs.length === 1) {
    const only = segs[0]!;
    return only.kind === 'plaintext' ? only.text : runSnippet(only.text, scope, strict);
  }
  return joinSegments(segs, (code) => runSnippet(code, scope, strict));
}

/** An expression compiled once, evaluated per item against a scope. */
export type CompiledTemplate = (scope: object) => unknown;

const compiledTemplates = new Map<string, CompiledTemplate>();

/**
 * Compiles a parameter value starting with `=` into a function of the scope (cached). Syntax
 * and sandbox errors are thrown when the function is called, so they surface per item like
 * any other expression error.
 */
export function compileTemplate(value: string): CompiledTemplate {
  let fn = compiledTemplates.get(value);
  if (fn) return fn;
  const segs = splitTemplate(value.slice(1));
  if (segs.length === 0) fn = () => '';
  else if (segs.length === 1 && segs[0]!.kind === 'plaintext') {
    const text = segs[0]!.text;
    fn = () => text;
  } else if (segs.length === 1) {
    const text = segs[0]!.text;
    fn = (scope) => runSnippet(text, scope);
  } else {
    fn = (scope) => joinSegments(segs, (code) => runSnippet(code, scope));
  }
  if (compiledTemplates.size >= CACHE_LIMIT) compiledTemplates.clear();
  compiledTemplates.set(value, fn);
  return fn;
}

/**
 * Resolves every segment of a template separately, for the editor's highlighting and
 * 'result for item N' preview: errors stay on their segment instead of being thrown.
 */
export function resolveSegments(value: string, scope: object): ExpressionSegment[] {
  const template = value.startsWith('=') ? value.slice(1) : value;
  return splitTemplate(template).map((seg) => {
    if (seg.kind === 'plaintext') return { ...seg, resolved: seg.text };
    try {
      return { ...seg, resolved: runSnippet(seg.text, scope, true) };
    } catch (e) {
      return { ...seg, resolved: undefined, error: e as Error };
    }
  });
}

/** A scope with only the expression globals, plus the given names. */
export function createBasicScope(values: Record<string, unknown> = {}): object {
  return Object.assign(Object.create(EXPRESSION_GLOBALS), values);
}
