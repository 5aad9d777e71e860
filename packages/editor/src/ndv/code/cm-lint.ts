/**
 * Shows the Code node lint rules (lint-rules.ts) in CodeMirror: diagnostics with their quick
 * fix as an action, re-run 750 ms after typing stops, gutter tooltips after 300 ms.
 */
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { lintCode, type CodeLintDiagnostic } from './lint-rules';
import type { CodeNodeMode } from './templates';

/** Lint delay after the last edit. */
export const LINT_DELAY_MS = 750;
/** Hover delay of lint tooltips. */
export const LINT_TOOLTIP_HOVER_MS = 300;

/** Converts one finding into a CodeMirror diagnostic whose action applies the fix (offsets mapped from `from`). */
export function toCmDiagnostic(d: CodeLintDiagnostic): Diagnostic {
  const rel = d.fix.changes.map((c) => ({ from: c.from - d.from, to: c.to - d.from, insert: c.insert }));
  return {
    from: d.from,
    to: d.to,
    severity: d.severity,
    message: d.message,
    actions: [
      {
        name: d.fix.name,
        apply(view, from) {
          view.dispatch({
            changes: rel.map((c) => ({
              from: from + c.from,
              to: Math.min(from + c.to, view.state.doc.length),
              insert: c.insert,
            })),
          });
        },
      },
    ],
  };
}

/** The lint gutter with its hover delay. */
export function codeNodeLintGutter(): Extension {
  return lintGutter({ hoverTime: LINT_TOOLTIP_HOVER_MS });
}

/** The linter extension for a mode (recreated when the mode changes, so the linter reloads). */
export function codeNodeLinter(mode: CodeNodeMode): Extension {
  return linter((view) => lintCode(view.state.doc.toString(), mode).map(toCmDiagnostic), { delay: LINT_DELAY_MS });
}
