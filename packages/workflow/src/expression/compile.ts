import { parse, parseExpressionAt, type Options } from 'acorn';
import { ExpressionError, ExpressionSecurityError } from '../errors.js';
import { BLOCKED_GLOBALS, BLOCKED_PROPERTIES } from './blocked-names.js';

/* The acorn AST is walked structurally; its nodes are typed loosely on purpose. */

type AstNode = any;

const ACORN: Options = { ecmaVersion: 2022, sourceType: 'script', allowReturnOutsideFunction: false, locations: false };

/** Names of the runtime helpers a compiled snippet receives, in order. */
export const RUNTIME_PARAMS = ['__s', '__k', '__x', '__w', '__t', '__u'] as const;

/**
 * Turns one `{{ }}` snippet into the body of a strict function over the runtime helpers.
 *
 * Every construct is checked against an allow-list: `this`, classes, getters and setters,
 * generators, async code, `import` and blocked names are refused. Free identifiers are read
 * from the scope object `__s` (unknown ones read as `undefined`, as in n8n), computed property keys
 * pass through `__k`, written objects through `__w`, extension calls through `__x`, and every
 * loop iteration and function entry calls `__t` so a runaway snippet stops.
 *
 * @param source the JavaScript between the braces
 * @param scopeNames names the scope object provides
 * @param extensionNames method names that are routed through the extension dispatcher
 */
export function compileSnippet(
  source: string,
  scopeNames: ReadonlySet<string>,
  extensionNames: ReadonlySet<string>,
): string {
  const trimmed = source.trim();
  if (trimmed === '') return 'return undefined;';
  let program: AstNode;
  let asExpression: AstNode;
  try {
    const expr = parseExpressionAt(source, 0, ACORN) as AstNode;
    const rest = source.slice(expr.end).trim();
    if (rest === '' || rest === ';') asExpression = expr;
  } catch {
    /* not a single expression: parse as statements below */
  }
  if (!asExpression) {
    try {
      program = parse(source, ACORN);
    } catch (e) {
      throw new ExpressionError(`invalid syntax`, { description: (e as Error).message, cause: e });
    }
  }
  const gen = new Generator(source, scopeNames, extensionNames);
  if (asExpression) {
    gen.collectBindings(asExpression);
    const body = gen.gen(asExpression);
    return `${gen.prelude()}{ return (${body}); }`;
  }
  gen.collectBindings(program);
  const stmts: AstNode[] = program.body;
  const parts: string[] = [];
  stmts.forEach((stmt, i) => {
    if (i === stmts.length - 1 && stmt.type === 'ExpressionStatement')
      parts.push(`return (${gen.gen(stmt.expression)});`);
    else parts.push(gen.gen(stmt));
  });
  return `${gen.prelude()}{ ${parts.join('\n')} }`;
}

const SKIP_KEYS = new Set(['loc', 'range']);

class Generator {
  private readonly bindings = new Set<string>();

  constructor(
    private readonly src: string,
    private readonly scopeNames: ReadonlySet<string>,
    private readonly extensionNames: ReadonlySet<string>,
  ) {}

  /** `"use strict"` plus a `var` for every name the snippet binds, so no binding leaks to globals. */
  prelude(): string {
    const names = [...this.bindings].filter((n) => n !== 'eval' && n !== 'arguments');
    return `"use strict";${names.length ? ` var ${names.join(', ')};` : ''} `;
  }

  collectBindings(root: AstNode): void {
    const visit = (node: AstNode): void => {
      if (!node || typeof node.type !== 'string') return;
      switch (node.type) {
        case 'VariableDeclarator':
          this.bindPattern(node.id);
          break;
        case 'FunctionDeclaration':
        case 'FunctionExpression':
        case 'ArrowFunctionExpression':
          if (node.id) this.bindPattern(node.id);
          for (const p of node.params) this.bindPattern(p);
          break;
        case 'CatchClause':
          if (node.param) this.bindPattern(node.param);
          break;
      }
      for (const child of children(node)) visit(child);
    };
    visit(root);
  }

  private bindPattern(p: AstNode): void {
    if (!p) return;
    switch (p.type) {
      case 'Identifier':
        this.checkBindingName(p.name);
        this.bindings.add(p.name);
        break;
      case 'ObjectPattern':
        for (const prop of p.properties) this.bindPattern(prop.type === 'RestElement' ? prop.argument : prop.value);
        break;
      case 'ArrayPattern':
        for (const el of p.elements) this.bindPattern(el);
        break;
      case 'RestElement':
        this.bindPattern(p.argument);
        break;
      case 'AssignmentPattern':
        this.bindPattern(p.left);
        break;
    }
  }

  private checkBindingName(name: string): void {
    if (name.startsWith('__')) throw refuse(`the name "${name}" is reserved`);
  }

  private text(node: AstNode): string {
    return this.src.slice(node.start, node.end);
  }

  /** Regenerates a node's source with rewritten children; text between children is kept. */
  private splice(node: AstNode, override?: (child: AstNode) => string | undefined): string {
    const kids = children(node).sort((a, b) => a.start - b.start);
    let out = '';
    let pos = node.start;
    for (const c of kids) {
      if (c.start < pos) continue; // shorthand properties share a node
      out += this.src.slice(pos, c.start) + (override?.(c) ?? this.gen(c));
      pos = c.end;
    }
    return out + this.src.slice(pos, node.end);
  }

  gen(node: AstNode): string {
    switch (node.type) {
      case 'ThisExpression':
        throw refuse('"this" is not available in expressions');
      case 'Super':
      case 'ClassExpression':
      case 'ClassDeclaration':
        throw refuse('classes are not available in expressions');
      case 'MetaProperty':
      case 'ImportExpression':
        throw refuse('"import" is not available in expressions');
      case 'AwaitExpression':
      case 'YieldExpression':
        throw refuse('asynchronous code is not available in expressions');
      case 'WithStatement':
        throw refuse('"with" is not available in expressions');
      case 'Identifier':
        return this.reference(node);
      case 'MemberExpression':
        return this.member(node);
      case 'CallExpression':
        return this.call(node);
      case 'Property':
        return this.property(node);
      case 'FunctionExpression':
      case 'FunctionDeclaration':
      case 'ArrowFunctionExpression':
        return this.fn(node);
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement':
        return this.loop(node);
      case 'AssignmentExpression':
        return this.assignment(node);
      case 'UpdateExpression':
        return this.splice(node, (c) => this.target(c));
      case 'UnaryExpression':
        return this.unary(node);
      case 'VariableDeclarator':
        return this.splice(node, (c) => (c === node.id ? this.pattern(c) : undefined));
      case 'CatchClause':
        return this.splice(node, (c) => (c === node.param ? this.pattern(c) : undefined));
      case 'LabeledStatement':
      case 'BreakStatement':
      case 'ContinueStatement':
        return this.splice(node, (c) => (c === node.label ? c.name : undefined));
      case 'TemplateElement':
      case 'Literal':
        return this.text(node);
      default:
        return this.splice(node);
    }
  }

  private reference(node: AstNode): string {
    const name: string = node.name;
    if (this.bindings.has(name)) return name;
    if (name === 'undefined') return '(void 0)';
    if (BLOCKED_GLOBALS.has(name)) throw refuse(`"${name}" is not available in expressions`);
    if (name.startsWith('__')) throw refuse(`the name "${name}" is reserved`);
    if (this.scopeNames.has(name)) return `__s.${name}`;
    return `__u(${JSON.stringify(name)})`;
  }

  private member(node: AstNode): string {
    if (node.object.type === 'Super') throw refuse('"super" is not available in expressions');
    if (!node.computed) {
      const name: string = node.property.name;
      if (BLOCKED_PROPERTIES.has(name)) throw refuse(`the property "${name}" is not available in expressions`);
      return this.splice(node, (c) => (c === node.property ? name : undefined));
    }
    return this.splice(node, (c) => (c === node.property ? `__k(${this.gen(c)})` : undefined));
  }

  private call(node: AstNode): string {
    const callee = node.callee;
    if (callee.type === 'MemberExpression' && !callee.computed && callee.object.type !== 'Super') {
      const name: string = callee.property.name;
      if (this.extensionNames.has(name) || name === 'call' || name === 'apply' || name === 'bind') {
        if (BLOCKED_PROPERTIES.has(name)) throw refuse(`the property "${name}" is not available in expressions`);
        const args = node.arguments.map((a: AstNode) => this.gen(a)).join(', ');
        const optional = callee.optional || node.optional || this.inChain(node);
        // `value.name?.()`: undefined when the value has no such function, as in n8n.
        const callOptional = node.optional ? ', true' : '';
        return `__x(${this.gen(callee.object)}, ${JSON.stringify(name)}, [${args}], ${optional ? 'true' : 'false'}${callOptional})`;
      }
    }
    return this.splice(node);
  }

  /** Whether a call sits in an optional chain (so a nullish receiver yields undefined). */
  private inChain(node: AstNode): boolean {
    let n = node.callee?.object;
    while (n) {
      if (n.optional) return true;
      n = n.type === 'MemberExpression' ? n.object : n.type === 'CallExpression' ? n.callee : undefined;
    }
    return false;
  }

  private property(node: AstNode): string {
    if (node.kind === 'get' || node.kind === 'set')
      throw refuse('getters and setters are not available in expressions');
    if (!node.computed) {
      const keyName = node.key.type === 'Identifier' ? node.key.name : String(node.key.value);
      if (keyName === '__proto__') throw refuse('the property "__proto__" is not available in expressions');
      if (node.shorthand) return `${keyName}: ${this.gen(node.value)}`;
      return this.splice(node, (c) => (c === node.key ? this.text(c) : undefined));
    }
    return this.splice(node, (c) => (c === node.key ? `__k(${this.gen(c)})` : undefined));
  }

  private fn(node: AstNode): string {
    if (node.async) throw refuse('asynchronous code is not available in expressions');
    if (node.generator) throw refuse('generators are not available in expressions');
    const params = new Set<AstNode>(node.params);
    const out = this.splice(node, (c) => {
      if (c === node.id) return c.name;
      if (params.has(c)) return this.pattern(c);
      if (c === node.body) {
        if (c.type === 'BlockStatement') return `{__t();${this.gen(c).slice(1)}`;
        return `(__t(), ${this.gen(c)})`;
      }
      return undefined;
    });
    return out;
  }

  private loop(node: AstNode): string {
    return this.splice(node, (c) => {
      if (c === node.body) return `{__t();${this.gen(c)}}`;
      if ((node.type === 'ForInStatement' || node.type === 'ForOfStatement') && c === node.left) {
        return c.type === 'VariableDeclaration' ? this.gen(c) : this.target(c);
      }
      return undefined;
    });
  }

  private assignment(node: AstNode): string {
    return this.splice(node, (c) => (c === node.left ? this.target(c) : undefined));
  }

  private unary(node: AstNode): string {
    if (node.operator === 'typeof' && node.argument.type === 'Identifier') {
      const name = node.argument.name;
      if (!this.bindings.has(name) && !this.scopeNames.has(name) && name !== 'undefined') {
        if (BLOCKED_GLOBALS.has(name)) throw refuse(`"${name}" is not available in expressions`);
        return '"undefined"';
      }
    }
    if (node.operator === 'delete') return this.splice(node, (c) => this.target(c));
    return this.splice(node);
  }

  /** An assignment target: a local name, or a member of a plain data object. */
  private target(node: AstNode): string {
    switch (node.type) {
      case 'Identifier':
        if (!this.bindings.has(node.name)) throw refuse(`cannot assign to "${node.name}"`);
        return node.name;
      case 'MemberExpression':
        return this.splice(node, (c) => {
          if (c === node.object) return `__w(${this.gen(c)})`;
          if (c === node.property) {
            if (!node.computed) {
              if (BLOCKED_PROPERTIES.has(c.name))
                throw refuse(`the property "${c.name}" is not available in expressions`);
              return c.name;
            }
            return `__k(${this.gen(c)})`;
          }
          return undefined;
        });
      case 'ObjectPattern':
      case 'ArrayPattern':
        return this.pattern(node, true);
      case 'ParenthesizedExpression':
        return this.target(node.expression);
      default:
        if (node.type === 'UnaryExpression' || node.type === 'Literal') return this.gen(node);
        throw refuse('this assignment is not available in expressions');
    }
  }

  /** A binding or destructuring pattern; default values and computed keys are rewritten. */
  private pattern(node: AstNode, assigning = false): string {
    switch (node.type) {
      case 'Identifier':
        if (assigning && !this.bindings.has(node.name)) throw refuse(`cannot assign to "${node.name}"`);
        return node.name;
      case 'MemberExpression':
        if (!assigning) throw refuse('this pattern is not available in expressions');
        return this.target(node);
      case 'AssignmentPattern':
        return this.splice(node, (c) => (c === node.left ? this.pattern(c, assigning) : undefined));
      case 'ArrayPattern':
        return this.splice(node, (c) => this.pattern(c, assigning));
      case 'RestElement':
        return this.splice(node, (c) => this.pattern(c, assigning));
      case 'ObjectPattern':
        return this.splice(node, (prop) => {
          if (prop.type === 'RestElement') return this.pattern(prop, assigning);
          const keyName = prop.key.type === 'Identifier' ? prop.key.name : String(prop.key.value);
          if (!prop.computed && BLOCKED_PROPERTIES.has(keyName))
            throw refuse(`the property "${keyName}" is not available in expressions`);
          const key = prop.computed ? `[__k(${this.gen(prop.key)})]` : JSON.stringify(keyName);
          return `${key}: ${this.pattern(prop.value, assigning)}`;
        });
      default:
        throw refuse('this pattern is not available in expressions');
    }
  }
}

function children(node: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const key of Object.keys(node)) {
    if (SKIP_KEYS.has(key)) continue;
    const v = node[key];
    if (Array.isArray(v)) {
      for (const x of v) if (x && typeof x.type === 'string') out.push(x);
    } else if (v && typeof v === 'object' && typeof v.type === 'string') out.push(v);
  }
  return out;
}

function refuse(message: string): ExpressionSecurityError {
  return new ExpressionSecurityError(`Not allowed: ${message}`);
}
