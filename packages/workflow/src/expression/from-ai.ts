/**
 * `$fromAI(key, description, type, default)`: a parameter of a node used as an agent's tool that
 * the model fills in. Before the run, the calls found in the node's parameters describe the tool's
 * arguments (its JSON schema); during the tool call, `$fromAI` answers what the model sent.
 */
import { ExpressionError } from '../errors.js';
import type { FromAiArguments } from '../types/ai.js';

/** The value types `$fromAI` accepts as its third argument. */
export type FromAiValueType = 'string' | 'number' | 'boolean' | 'json';

/** One `$fromAI(…)` call found in a node's parameters. */
export interface FromAiCall {
  key: string;
  description?: string;
  type: FromAiValueType;
  defaultValue?: unknown;
}

const KEY_RE = /^[a-zA-Z0-9_-]{1,64}$/;
const CALL_RE = /\$from(?:AI|Ai|ai)\s*\(/g;
const TYPES: ReadonlySet<string> = new Set(['string', 'number', 'boolean', 'json']);

/** Reads one literal argument at `i` (a quoted string, number, boolean, null, or a bracketed JSON value). */
function readArgument(text: string, start: number): { value: unknown; end: number } | undefined {
  let i = start;
  while (/\s/.test(text[i] ?? '')) i++;
  const c = text[i];
  if (c === '"' || c === "'" || c === '`') {
    let out = '';
    for (let j = i + 1; j < text.length; j++) {
      const ch = text[j]!;
      if (ch === '\\') {
        const next = text[++j] ?? '';
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        continue;
      }
      if (ch === c) return { value: out, end: j + 1 };
      out += ch;
    }
    return undefined;
  }
  if (c === '{' || c === '[') {
    let depth = 0;
    let quote: string | undefined;
    for (let j = i; j < text.length; j++) {
      const ch = text[j]!;
      if (quote) {
        if (ch === '\\') j++;
        else if (ch === quote) quote = undefined;
        continue;
      }
      if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) {
          const raw = text.slice(i, j + 1);
          try {
            return { value: JSON.parse(raw), end: j + 1 };
          } catch {
            return { value: raw, end: j + 1 };
          }
        }
      }
    }
    return undefined;
  }
  const m = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|true|false|null|undefined)/i.exec(text.slice(i));
  if (!m) return undefined;
  const word = m[1]!;
  const value =
    word === 'true'
      ? true
      : word === 'false'
        ? false
        : word === 'null'
          ? null
          : word === 'undefined'
            ? undefined
            : Number(word);
  return { value, end: i + word.length };
}

/** The `$fromAI` calls in one expression string, in order; calls whose key is not a literal are skipped. */
export function parseFromAiCalls(text: string): FromAiCall[] {
  const calls: FromAiCall[] = [];
  for (const match of text.matchAll(CALL_RE)) {
    const args: unknown[] = [];
    let i = match.index + match[0].length;
    for (;;) {
      const arg = readArgument(text, i);
      if (!arg) break;
      args.push(arg.value);
      i = arg.end;
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    const [key, description, type, defaultValue] = args;
    if (typeof key !== 'string') continue;
    calls.push({
      key,
      ...(typeof description === 'string' && description ? { description } : {}),
      type: typeof type === 'string' && TYPES.has(type) ? (type as FromAiValueType) : 'string',
      ...(args.length > 3 ? { defaultValue } : {}),
    });
  }
  return calls;
}

/**
 * Every `$fromAI` call in a node's parameters (expressions only), one per key: the first call of a
 * key wins. Throws when a key breaks n8n's rule (1–64 letters, digits, `_` or `-`).
 */
export function collectFromAiCalls(parameters: unknown): FromAiCall[] {
  const byKey = new Map<string, FromAiCall>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (!v.startsWith('=') || !/\$from(AI|Ai|ai)/.test(v)) return;
      for (const call of parseFromAiCalls(v)) {
        if (!KEY_RE.test(call.key))
          throw new ExpressionError(
            `The $fromAI key "${call.key}" is not valid: use 1 to 64 letters, digits, "_" or "-"`,
          );
        if (!byKey.has(call.key)) byKey.set(call.key, call);
      }
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(parameters);
  return [...byKey.values()];
}

/**
 * The `$fromAI` functions of an expression scope during a tool call: each answers the model's
 * argument for its key, else the call's default, else an error naming the key.
 */
export function fromAiScope(args: FromAiArguments | undefined): Record<string, unknown> {
  const fn = (key: unknown, _description?: unknown, _type?: unknown, defaultValue?: unknown): unknown => {
    const name = String(key);
    if (args && Object.prototype.hasOwnProperty.call(args, name) && args[name] !== undefined) return args[name];
    if (defaultValue !== undefined) return defaultValue;
    if (!args)
      throw new ExpressionError(`$fromAI("${name}") has a value only when the node runs as an AI agent's tool`);
    throw new ExpressionError(`The model gave no value for "${name}", and $fromAI("${name}") has no default`);
  };
  return { $fromAI: fn, $fromAi: fn, $fromai: fn };
}
