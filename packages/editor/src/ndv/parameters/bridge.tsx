/**
 * The editors ndv-code provides (src/ndv/expressions, src/ndv/code, src/ndv/dialogs), loaded when
 * present through `import.meta.glob` (an absent file yields no entry, never a build error), with
 * small private fallbacks so every input works while they are being written.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../components/ui/Button';

type Loader = () => Promise<Record<string, unknown>>;

const expressionModules = import.meta.glob(['../expressions/InlineExpressionEditor.tsx', '../expressions/ExpressionModal.tsx']) as Record<string, Loader>;
const codeModules = import.meta.glob(['../code/CodeNodeEditor.tsx']) as Record<string, Loader>;
const dialogModules = import.meta.glob(['../dialogs/*.tsx', '!../dialogs/*.test.tsx']) as Record<string, Loader>;

function findLoader(modules: Record<string, Loader>, exportName: string): Loader | undefined {
  const exact = Object.entries(modules).find(([path]) => path.endsWith(`/${exportName}.tsx`));
  if (exact) return exact[1];
  // A dialog may live in a differently named file: the first module exporting the name is used at load time.
  const all = Object.values(modules);
  if (all.length === 0) return undefined;
  return async () => {
    for (const load of all) {
      const mod = await load();
      if (exportName in mod) return mod;
    }
    return {};
  };
}

function lazyExport<P>(modules: Record<string, Loader>, exportName: string, fallback: ComponentType<P>): ComponentType<P> {
  const loader = findLoader(modules, exportName);
  if (!loader) return fallback;
  return lazy(async () => {
    try {
      const mod = await loader();
      const C = mod[exportName] as ComponentType<P> | undefined;
      return { default: C ?? fallback };
    } catch {
      return { default: fallback };
    }
  }) as unknown as ComponentType<P>;
}

/** Props of the inline expression editor (ndv-code's contract). */
export interface InlineExpressionProps {
  value: string;
  onChange(value: string): void;
  nodeId: string;
  readOnly?: boolean;
  itemIndex?: number;
}

function FallbackInlineExpression({ value, onChange, readOnly }: InlineExpressionProps) {
  return (
    <textarea
      className="textarea ndvp-expression-fallback"
      value={value.startsWith('=') ? value.slice(1) : value}
      rows={Math.min(6, Math.max(1, value.split('\n').length))}
      disabled={readOnly}
      spellCheck={false}
      aria-label="Expression"
      onChange={(e) => onChange(`=${e.target.value}`)}
    />
  );
}

const LazyInline = lazyExport<InlineExpressionProps>(expressionModules, 'InlineExpressionEditor', FallbackInlineExpression);

/** The inline expression editor (ndv-code's when present, else a monospace textarea). */
export function InlineExpression(props: InlineExpressionProps) {
  return (
    <Suspense fallback={<FallbackInlineExpression {...props} />}>
      <LazyInline {...props} />
    </Suspense>
  );
}

/** Props of a code editor (ndv-code's CodeNodeEditor contract). */
export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  mode: 'runOnceForAllItems' | 'runOnceForEachItem';
  language?: 'javaScript' | 'json';
  readOnly?: boolean;
  maxHeight?: string;
}

function FallbackCode({ value, onChange, readOnly }: CodeEditorProps) {
  return <textarea className="textarea ndvp-code-fallback" value={value} rows={12} disabled={readOnly} spellCheck={false} onChange={(e) => onChange(e.target.value)} />;
}

const LazyCode = lazyExport<CodeEditorProps>(codeModules, 'CodeNodeEditor', FallbackCode);

/** The Code node editor (ndv-code's), or a monospace textarea. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<FallbackCode {...props} />}>
      <LazyCode {...props} />
    </Suspense>
  );
}

/** What every edit dialog gets here (controlled): the value, the parameter label, save and close. */
export interface EditDialogProps {
  open: boolean;
  value: string;
  /** The whole title (HTML dialog); text and code dialogs build theirs from label / parameterName. */
  title?: string;
  label?: string;
  parameterName?: string;
  /** For code dialogs: 'json' or 'javaScript'. */
  language?: 'json' | 'javaScript';
  readOnly?: boolean;
  onChange(value: string): void;
  onClose(): void;
}

/** A plain dialog used when ndv-code's dialog is not there: a 15-row textarea, Escape resets and closes. */
export function FallbackEditDialog({ open, value, title: fullTitle, label, parameterName, readOnly, onChange, onClose }: EditDialogProps) {
  const title = fullTitle ?? `Edit ${label ?? parameterName ?? ''}`;
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal ndvp-edit-dialog"
          onPointerDownOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={() => setDraft(value)}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          </div>
          <div className="modal__body">
            <textarea className="textarea ndvp-mono" rows={15} value={draft} disabled={readOnly} onChange={(e) => setDraft(e.target.value)} aria-label={title} autoFocus />
          </div>
          <div className="modal__footer">
            <Button variant="secondary" onClick={onClose}>Cancel</Button>
            {!readOnly && <Button onClick={() => { onChange(draft); onClose(); }}>Save</Button>}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of ndv-code's HTML editor field. */
export interface HtmlFieldProps {
  html: string;
  onValueChanged(html: string): void;
  isReadOnly?: boolean;
  rows?: number;
}

function FallbackHtmlField({ html, onValueChanged, isReadOnly, rows }: HtmlFieldProps) {
  return <textarea className="textarea ndvp-mono" rows={Math.max(rows ?? 6, 6)} value={html} disabled={isReadOnly} spellCheck={false} onChange={(e) => onValueChanged(e.target.value)} />;
}

const LazyHtmlField = lazyExport<HtmlFieldProps>(dialogModules, 'HtmlEditor', FallbackHtmlField);

/** The HTML editor field (ndv-code's, or a monospace textarea). */
export function HtmlField(props: HtmlFieldProps) {
  return (
    <Suspense fallback={<FallbackHtmlField {...props} />}>
      <LazyHtmlField {...props} />
    </Suspense>
  );
}

/** The dialogs ndv-code owns, by export name, each falling back to {@link FallbackEditDialog}. */
export const DIALOGS = {
  TextEditDialog: lazyExport<EditDialogProps>(dialogModules, 'TextEditDialog', FallbackEditDialog),
  CodeEditDialog: lazyExport<EditDialogProps>(dialogModules, 'CodeEditDialog', FallbackEditDialog),
  HtmlEditorDialog: lazyExport<EditDialogProps>(dialogModules, 'HtmlEditorDialog', FallbackEditDialog),
};

/** Renders a lazily loaded dialog inside Suspense. */
export function SuspenseDialog({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
