/**
 * CodeMirror completion source of the expression editors: inside `{{ }}` it offers `$`
 * variables and `$('Node')`, and after `value.` the keys and extension functions of the value
 * (resolved against the node's run data when possible, otherwise guessed from the syntax).
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { evaluateExpression } from '@weft/workflow';
import {
  expressionVariables,
  allExtensionCompletions,
  memberAccessAt,
  membersBySyntax,
  membersOfValue,
  nodeNameCompletions,
  type CompletionItem,
} from './completion-data';

/** The text of the `{{ }}` segment before `pos`, or undefined when `pos` is not inside one. */
export function segmentTextBefore(doc: string, pos: number): string | undefined {
  const before = doc.slice(0, pos);
  const open = before.lastIndexOf('{{');
  if (open === -1) return undefined;
  if (before.indexOf('}}', open + 2) !== -1) return undefined;
  return before.slice(open + 2);
}

/** What to complete in an expression segment: the options and how many characters before the cursor they replace. */
export function expressionCompletions(
  segmentText: string,
  nodeNames: readonly string[],
  resolve?: (expr: string) => unknown,
): { options: CompletionItem[]; replace: number } | undefined {
  const root = /(\$\(['"]?[^'"()]*|\$[\w]*|[A-Za-z_][\w]*)$/.exec(segmentText);
  const member = memberAccessAt(segmentText);
  if (member) {
    let options: CompletionItem[] | undefined;
    if (resolve) {
      try {
        const value = resolve(member.base);
        if (value !== undefined) options = membersOfValue(value);
      } catch {
        /* not resolvable: fall back to syntax */
      }
    }
    options ??= membersBySyntax(member.base) ?? allExtensionCompletions();
    return { options, replace: member.partial.length };
  }
  if (root && (root[1]!.startsWith('$') || root[1]!.length > 0)) {
    return { options: [...expressionVariables(), ...nodeNameCompletions(nodeNames)], replace: root[1]!.length };
  }
  if (/(^|[\s(,[{+\-*/!?:])$/.test(segmentText))
    return { options: [...expressionVariables(), ...nodeNameCompletions(nodeNames)], replace: 0 };
  return undefined;
}

/** Resolver of a base expression against a scope (the shared evaluator). */
export function scopeResolver(scope: object | undefined): ((expr: string) => unknown) | undefined {
  if (!scope) return undefined;
  return (expr) => evaluateExpression(`={{ ${expr} }}`, scope);
}

/** The CodeMirror source for expression editors. */
export function expressionCompletionSource(getNodeNames: () => readonly string[], getScope: () => object | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const doc = context.state.doc.toString();
    const text = segmentTextBefore(doc, context.pos);
    if (text === undefined) return null;
    const found = expressionCompletions(text, getNodeNames(), scopeResolver(getScope()));
    if (!found) return null;
    if (found.replace === 0 && !context.explicit && !/[.$]$/.test(text)) return null;
    return { from: context.pos - found.replace, options: found.options.map((o) => ({ ...o })), validFor: /^[\w$]*$/ };
  };
}
