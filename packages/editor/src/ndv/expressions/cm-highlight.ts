/**
 * CodeMirror extension that colours `{{ }}` segments by their state (resolved, error, pending)
 * and shows each segment's result as its title, recomputed on every document or scope change.
 */
import { RangeSetBuilder, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import { highlightSegments } from './segments';

/** Effect that tells the highlighter the scope changed (new run data, other item). */
export const scopeChanged = StateEffect.define();

function build(doc: string, scope: object | undefined, hasInputData: boolean | undefined): DecorationSet {
  const b = new RangeSetBuilder<Decoration>();
  let segs;
  try {
    segs = highlightSegments(doc, scope, { hasInputData });
  } catch {
    return Decoration.none;
  }
  for (const s of segs) {
    if (s.kind !== 'resolvable' || s.to <= s.from) continue;
    b.add(
      s.from,
      s.to,
      Decoration.mark({
        class: `cm-expr-segment cm-expr-segment--${s.state}`,
        attributes: { 'data-state': s.state ?? 'pending', ...(s.result ? { title: s.result } : {}) },
      }),
    );
  }
  return b.finish();
}

/** The highlighter, reading the current scope through `getScope`. */
export function segmentHighlighter(
  getScope: () => object | undefined,
  getHasInputData: () => boolean | undefined = () => undefined,
): Extension {
  const field = StateField.define<DecorationSet>({
    create: (state) => build(state.doc.toString(), getScope(), getHasInputData()),
    update(value, tr) {
      if (tr.docChanged || tr.effects.some((e) => e.is(scopeChanged)))
        return build(tr.state.doc.toString(), getScope(), getHasInputData());
      return value;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
  return field;
}
