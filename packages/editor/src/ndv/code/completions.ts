/**
 * Completion source of the Code node editor: `$input`, `$json`, `items`, `$('Node')`,
 * `DateTime`, the `$` variables, item members, Luxon methods and extension functions.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import {
  codeVariables,
  expressionVariables,
  allExtensionCompletions,
  memberAccessAt,
  membersBySyntax,
  nodeNameCompletions,
  type CompletionItem,
} from '../expressions/completion-data';
import type { CodeNodeMode } from './templates';

/** How far back a block comment opening is looked for (comment-detection window 50 characters). */
export const COMMENT_WINDOW = 50;

/** Whether the cursor sits in a comment: a `//` earlier on the line, or an unclosed `/*` within the window. */
export function inComment(textBefore: string): boolean {
  const line = textBefore.slice(textBefore.lastIndexOf('\n') + 1);
  if (/\/\//.test(line) && !/(['"`]).*\/\//.test(line)) return true;
  const window = textBefore.slice(-COMMENT_WINDOW);
  return window.lastIndexOf('/*') > window.lastIndexOf('*/');
}

/** Completions for the code before the cursor: options and how many characters they replace. */
export function codeCompletions(
  textBefore: string,
  mode: CodeNodeMode,
  nodeNames: readonly string[],
): { options: CompletionItem[]; replace: number } | undefined {
  const line = textBefore.slice(textBefore.lastIndexOf('\n') + 1);
  if (inComment(textBefore)) return undefined;
  const member = memberAccessAt(line);
  if (member)
    return { options: membersBySyntax(member.base) ?? allExtensionCompletions(), replace: member.partial.length };
  const root = /(\$\(['"]?[^'"()]*|\$[\w]*|[A-Za-z_][\w]*)$/.exec(line);
  if (!root) return undefined;
  const vars = [...expressionVariables(), ...codeVariables()].filter((v) => {
    if (mode === 'runOnceForAllItems') return !['$json', '$binary', '$itemIndex', 'item'].includes(v.label);
    return v.label !== 'items';
  });
  return { options: [...vars, ...nodeNameCompletions(nodeNames)], replace: root[1]!.length };
}

/** The CodeMirror source for a mode. */
export function codeCompletionSource(mode: CodeNodeMode, getNodeNames: () => readonly string[]) {
  return (context: CompletionContext): CompletionResult | null => {
    const before = context.state.doc.sliceString(Math.max(0, context.pos - 500), context.pos);
    const found = codeCompletions(before, mode, getNodeNames());
    if (!found) return null;
    if (found.replace === 0 && !context.explicit && !before.endsWith('.')) return null;
    return { from: context.pos - found.replace, options: found.options.map((o) => ({ ...o })), validFor: /^[\w$]*$/ };
  };
}
