/**
 * The CodeMirror editors and edit dialogs, loaded on demand (the parameter
 * widgets "only lazily load a front-end chunk"). CodeMirror with its languages is most of the
 * NDV's weight, so a node without expressions, code or HTML never downloads it.
 *
 * While a chunk loads (a few milliseconds after the first use) the value shows read-only in the
 * same place, so nothing jumps and nothing typed can be lost.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { InlineExpressionEditorProps } from '../expressions/InlineExpressionEditor';
import type { CodeNodeEditorProps } from '../code/CodeNodeEditor';
import type { HtmlEditorProps } from '../dialogs/HtmlEditor';

const LazyInline = lazy(() =>
  import('../expressions/InlineExpressionEditor').then((m) => ({ default: m.InlineExpressionEditor })),
);
const LazyCode = lazy(() => import('../code/CodeNodeEditor').then((m) => ({ default: m.CodeNodeEditor })));
const LazyHtml = lazy(() => import('../dialogs/HtmlEditor').then((m) => ({ default: m.HtmlEditor })));
const LazyTextEditDialog = lazy(() => import('../dialogs/TextEditDialog').then((m) => ({ default: m.TextEditDialog })));
const LazyCodeEditDialog = lazy(() => import('../dialogs/CodeEditDialog').then((m) => ({ default: m.CodeEditDialog })));
const LazyHtmlEditorDialog = lazy(() =>
  import('../dialogs/HtmlEditorDialog').then((m) => ({ default: m.HtmlEditorDialog })),
);

function Loading({ text, className }: { text: string; className: string }) {
  return (
    <div className={`ndvp-editor-loading ${className}`} aria-busy="true">
      {text}
    </div>
  );
}

/** The inline expression editor of a parameter in expression mode. */
export function InlineExpression(props: InlineExpressionEditorProps) {
  return (
    <Suspense fallback={<Loading text={props.value.replace(/^=/, '')} className="ndvp-editor-loading--expression" />}>
      <LazyInline {...props} />
    </Suspense>
  );
}

/** The Code node editor (JavaScript with its lint rules, or JSON). */
export function CodeEditor(props: CodeNodeEditorProps) {
  return (
    <Suspense fallback={<Loading text={props.value} className="ndvp-editor-loading--code" />}>
      <LazyCode {...props} />
    </Suspense>
  );
}

/** The HTML editor field (HTML with CSS and JavaScript sections, expression colouring). */
export function HtmlField(props: HtmlEditorProps) {
  return (
    <Suspense fallback={<Loading text={props.html} className="ndvp-editor-loading--code" />}>
      <LazyHtml {...props} />
    </Suspense>
  );
}

/** The edit dialogs, each in its own chunk. */
export const DIALOGS = {
  TextEditDialog: LazyTextEditDialog,
  CodeEditDialog: LazyCodeEditDialog,
  HtmlEditorDialog: LazyHtmlEditorDialog,
};

/** Renders a lazily loaded dialog; nothing shows until it is ready. */
export function SuspenseDialog({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
