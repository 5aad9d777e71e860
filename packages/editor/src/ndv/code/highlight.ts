/**
 * Syntax colours of the code editors, as CSS variables so the light and dark themes both read
 * well (CodeMirror's default style is made for light backgrounds only).
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';
import type { Extension } from '@codemirror/state';

const style = HighlightStyle.define([
  {
    tag: [t.keyword, t.controlKeyword, t.operatorKeyword, t.definitionKeyword, t.moduleKeyword],
    color: 'var(--code-keyword)',
  },
  { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--code-string)' },
  { tag: [t.number, t.bool, t.null, t.atom], color: 'var(--code-number)' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: 'var(--code-function)' },
  { tag: [t.propertyName], color: 'var(--code-property)' },
  { tag: [t.definition(t.variableName)], color: 'var(--code-definition)' },
  { tag: [t.tagName], color: 'var(--code-keyword)' },
  { tag: [t.attributeName], color: 'var(--code-property)' },
  { tag: [t.typeName, t.className], color: 'var(--code-function)' },
  { tag: t.invalid, color: 'var(--color-danger)' },
]);

/** The editors' syntax highlighting. */
export const codeHighlighting: Extension = syntaxHighlighting(style);
