/** The NDV's editing dialogs. */
export { HtmlEditor, type HtmlEditorProps } from './HtmlEditor';
export { HtmlEditorDialog, type HtmlEditorDialogProps } from './HtmlEditorDialog';
export { TextEditDialog, type TextEditDialogProps } from './TextEditDialog';
export { CodeEditDialog, type CodeEditDialogProps } from './CodeEditDialog';
export { formatHtml, formatCss, formatJs, hasHtmlTags, padEmptyDocument } from './html-format';
export { findHtmlSyntaxProblem, HtmlFormatError, type HtmlSyntaxProblem } from './html-syntax';
export { formatHtmlOrToast, formatHtmlErrorTitle } from './format-html-action';
