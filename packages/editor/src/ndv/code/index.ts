/** The Code node editor and its lint rules. */
export { CodeNodeEditor, type CodeNodeEditorProps } from './CodeNodeEditor';
export { lintCode, applyFix, LINT_MESSAGE_KEYS, LINT_FIX_LABEL_KEYS, type CodeLintDiagnostic, type LintFix, type LintFixKind, type LintGroup, type LintRuleId } from './lint-rules';
export { ALL_ITEMS_PLACEHOLDER, EACH_ITEM_PLACEHOLDER, CODE_NODE_MODES, codeAfterModeChange, placeholderFor, type CodeNodeMode } from './templates';
