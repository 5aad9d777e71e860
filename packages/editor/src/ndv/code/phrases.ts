/**
 * CodeMirror's own interface texts (the lint panel, the completion list, fold markers) in the
 * active locale, through CodeMirror's `phrases` facet, so a German editor has no English labels.
 */
import { EditorState, type Extension } from '@codemirror/state';
import { t } from '../../i18n';

/** The phrases extension for an editor; add it to every CodeMirror editor of the NDV. */
export function codeMirrorPhrases(): Extension {
  return EditorState.phrases.of({
    Diagnostics: t('codeMirror.diagnostics'),
    'No diagnostics': t('codeMirror.noDiagnostics'),
    close: t('codeMirror.close'),
    Completions: t('codeMirror.completions'),
    'Control character': t('codeMirror.controlCharacter'),
    'folded code': t('codeMirror.foldedCode'),
    unfold: t('codeMirror.unfold'),
    'Fold line': t('codeMirror.foldLine'),
    'Unfold line': t('codeMirror.unfoldLine'),
    'Folded lines': t('codeMirror.foldedLines'),
    'Unfolded lines': t('codeMirror.unfoldedLines'),
    to: t('codeMirror.to'),
  });
}
