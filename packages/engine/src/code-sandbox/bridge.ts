import type { Item } from '@weft/workflow';
import { ModuleLoader, ModuleRefusal, readPackageFile } from './modules.js';

/** Property names the bridge never reads on host objects (they lead to host functions/prototypes). */
const FORBIDDEN_KEYS = new Set(['constructor', '__proto__', 'prototype', 'caller', 'callee', 'arguments']);
/** Methods of `$('Node')` the sandbox may call or read. */
const NODE_MEMBERS = new Set([
  'all',
  'first',
  'last',
  'item',
  'itemMatching',
  'isExecuted',
  'params',
  'context',
  'pairedItem',
]);
/** Top-level scope names the sandbox may read. */
const SCOPE_NAMES = new Set([
  '$input',
  '$json',
  '$binary',
  '$node',
  '$workflow',
  '$execution',
  '$prevNode',
  '$runIndex',
  '$itemIndex',
  '$vars',
  '$env',
  '$now',
  '$today',
  '$parameter',
  '$mode',
  '$nodeVersion',
  '$nodeId',
  '$webhookId',
]);

/** Marker keys understood by the sandbox runtime when it revives answers. */
export const FN_MARK = '\u0000fn';
/** Marker key of a luxon DateTime travelling as ISO text and zone. */
export const DT_MARK = '\u0000dt';

let jmespathSource: string | undefined;

interface Request {
  op: string;
  i?: number;
  path?: unknown[];
  name?: unknown;
  member?: unknown;
  args?: unknown;
  id?: unknown;
  request?: unknown;
  from?: unknown;
  expression?: unknown;
  itemIndex?: unknown;
  type?: unknown;
}

function safeKey(key: unknown): string {
  if (typeof key === 'number') return String(key);
  if (typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) throw new Error(`Cannot read '${String(key)}' here`);
  return key;
}

/**
 * Answers the sandbox's data requests on the host. Every answer is a JSON string: `{"v": value}`,
 * `{}` for undefined, or `{"e": {message, description}}` for a host error. Host functions never
 * cross: functions inside answers become ids the sandbox can call back through this bridge.
 */
export class HostBridge {
  private readonly scopes = new Map<number, Record<string, unknown>>();
  private readonly functions: Array<{ fn: (...args: unknown[]) => unknown; self: unknown }> = [];
  private readonly modules: ModuleLoader;

  constructor(
    private readonly items: Item[],
    private readonly scopeFor: (itemIndex: number) => Record<string, unknown>,
    allowBuiltin: string[],
    allowExternal: string[],
    private readonly staticData?: (type: 'global' | 'node') => Record<string, unknown>,
  ) {
    this.modules = new ModuleLoader(allowBuiltin, allowExternal);
  }

  /** Handles one request (JSON text) from the sandbox. */
  handle(raw: unknown): string {
    try {
      if (typeof raw !== 'string') throw new Error('Bad bridge request');
      const req = JSON.parse(raw) as Request;
      if (req.op === 'input') return `{"v":${JSON.stringify(this.items)}}`;
      if (req.op === 'node') return this.node(req);
      if (req.op === 'items') return this.legacyItems(req);
      if (req.op === 'get') return this.wrap(this.sanitize(this.walk(req), []));
      if (req.op === 'keys') {
        const target = this.walk(req);
        return this.wrap(target !== null && typeof target === 'object' ? Object.keys(target) : []);
      }
      if (req.op === 'call') return this.call(req);
      if (req.op === 'evaluate') return this.evaluate(req);
      if (req.op === 'staticData') return this.staticDataCopy(req.type);
      if (req.op === 'nodeExists') {
        // Reading a name of `$node` throws n8n's "Referenced node doesn't exist" for an unknown node.
        void (this.scope(req.i).$node as Record<string, unknown>)[safeKey(req.name)];
        return '{}';
      }
      if (req.op === 'require') return this.wrap(this.modules.resolveTop(String(req.request)));
      if (req.op === 'requireFile')
        return this.wrap(this.modules.resolveRelative(String(req.from), String(req.request)));
      if (req.op === 'source') return this.wrap((jmespathSource ??= readPackageFile('jmespath', 'jmespath.js')));
      throw new Error(`Unknown bridge request '${String(req.op)}'`);
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      const description = e instanceof ModuleRefusal ? e.description : (e as { description?: unknown }).description;
      return JSON.stringify({
        e: {
          message: e.message,
          description: typeof description === 'string' ? description : undefined,
          module: e instanceof ModuleRefusal,
        },
      });
    }
  }

  private scope(i: unknown): Record<string, unknown> {
    const index = typeof i === 'number' && Number.isInteger(i) && i >= 0 ? i : 0;
    let scope = this.scopes.get(index);
    if (!scope) {
      if (this.scopes.size > 64) this.scopes.clear();
      scope = this.scopeFor(index);
      this.scopes.set(index, scope);
    }
    return scope;
  }

  private walk(req: Request): unknown {
    const path = Array.isArray(req.path) ? req.path : [];
    const first = safeKey(path[0]);
    if (!SCOPE_NAMES.has(first)) throw new Error(`${first} is not available in the Code node`);
    let value: unknown = this.scope(req.i)[first];
    for (const key of path.slice(1)) {
      if (value === null || value === undefined) return undefined;
      const k = safeKey(key);
      const holder = value as Record<string, unknown>;
      if (typeof holder !== 'object' && typeof holder !== 'function') return undefined;
      const own = Object.prototype.hasOwnProperty.call(holder, k);
      if (!(k in holder) || (!own && (k in Object.prototype || k in Function.prototype))) return undefined;
      value = holder[k];
    }
    return value;
  }

  private node(req: Request): string {
    const name = req.name;
    const member = String(req.member);
    if (typeof name !== 'string' || !NODE_MEMBERS.has(member)) throw new Error('Bad node request');
    const scope = this.scope(req.i);
    const select = scope.$ as ((this: unknown, n: string) => Record<string, unknown>) | undefined;
    if (typeof select !== 'function') throw new Error('$() is not available');
    // Called on its scope: `$` reads the item index from `this`, so `$('Node').item` pairs item i.
    const proxy = select.call(scope, name);
    const value = proxy[member];
    const result =
      typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).apply(proxy, Array.isArray(req.args) ? req.args : [])
        : value;
    if (member === 'all') return result === undefined ? '{}' : `{"v":${JSON.stringify(result)}}`;
    return this.wrap(this.sanitize(result, []));
  }

  /** `$evaluateExpression(expression, itemIndex?)`, on the current item's scope. */
  private evaluate(req: Request): string {
    const scope = this.scope(req.i);
    const evaluate = scope.$evaluateExpression as ((this: unknown, e: string, i?: number) => unknown) | undefined;
    if (typeof evaluate !== 'function') throw new Error('$evaluateExpression() is not available');
    const itemIndex = typeof req.itemIndex === 'number' ? req.itemIndex : undefined;
    return this.wrap(this.sanitize(evaluate.call(scope, String(req.expression), itemIndex), []));
  }

  /** A copy of the workflow's static data of a type (`global` or `node`), as n8n's Code node reads it. */
  private staticDataCopy(type: unknown): string {
    if (type !== 'global' && type !== 'node')
      throw new Error('Unknown context type. Only `global` and `node` are supported.');
    if (!this.staticData) throw new Error('$getWorkflowStaticData() is not available here');
    return `{"v":${JSON.stringify(this.staticData(type))}}`;
  }

  /** `$items(nodeName?, outputIndex?, runIndex?)`: a node's output items, as n8n's legacy helper gives them. */
  private legacyItems(req: Request): string {
    const items = this.scope(req.i).$items as ((...a: unknown[]) => unknown) | undefined;
    if (typeof items !== 'function') throw new Error('$items() is not available');
    const result = items(...(Array.isArray(req.args) ? req.args : []));
    return result === undefined ? '{}' : `{"v":${JSON.stringify(result)}}`;
  }

  private call(req: Request): string {
    const entry = typeof req.id === 'number' ? this.functions[req.id] : undefined;
    if (!entry) throw new Error('Unknown function');
    const result = entry.fn.apply(entry.self, Array.isArray(req.args) ? req.args : []);
    return this.wrap(this.sanitize(result, []));
  }

  private wrap(value: unknown): string {
    return value === undefined ? '{}' : JSON.stringify({ v: value });
  }

  /** A JSON-safe copy: functions become callable ids, luxon DateTimes marked, cycles cut. */
  private sanitize(value: unknown, seen: unknown[], self?: unknown): unknown {
    if (typeof value === 'function') {
      this.functions.push({ fn: value as (...args: unknown[]) => unknown, self });
      return { [FN_MARK]: this.functions.length - 1 };
    }
    if (typeof value === 'bigint') return String(value);
    if (typeof value === 'symbol') return undefined;
    if (value === null || typeof value !== 'object') return value;
    if (seen.includes(value) || seen.length > 50) return undefined;
    const v = value as Record<string, unknown>;
    if (v.isLuxonDateTime === true && typeof v.toISO === 'function') {
      return { [DT_MARK]: [(v.toISO as () => string)(), v.zoneName] };
    }
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
    const next = [...seen, value];
    if (Array.isArray(value)) return value.map((x) => this.sanitize(x, next, value) ?? null);
    if (typeof v.toJSON === 'function') return this.sanitize((v.toJSON as () => unknown)(), next);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      const s = this.sanitize(v[key], next, value);
      if (s !== undefined) out[key] = s;
    }
    return out;
  }
}
