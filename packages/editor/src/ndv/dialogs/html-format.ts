/**
 * HTML formatting of the HTML editor: content without html open or close
 * tags is formatted as a plain fragment; otherwise the style, script and html sections are
 * formatted separately as CSS, JavaScript and HTML. A document that does not parse is refused
 * with an `HtmlFormatError` rather than reshuffled, and `{{ }}` expressions come back as
 * they were written (a JavaScript formatter would otherwise split `{{` into two blocks).
 */
import beautify from 'js-beautify';
import { findHtmlSyntaxProblem, HtmlFormatError } from './html-syntax';

const HTML_OPTIONS = {
  indent_size: 2,
  wrap_line_length: 120,
  preserve_newlines: true,
  max_preserve_newlines: 2,
  indent_inner_html: true,
  extra_liners: [] as string[],
};
const CODE_OPTIONS = { indent_size: 2, preserve_newlines: true, max_preserve_newlines: 2 };

/** Whether a document has an `<html>` open or `</html>` close tag. */
export function hasHtmlTags(text: string): boolean {
  return /<html[\s>]/i.test(text) || /<\/html\s*>/i.test(text);
}

/** Indents every non-empty line of a block by a prefix. */
function indent(block: string, prefix: string): string {
  return block
    .split('\n')
    .map((l) => (l.trim() === '' ? '' : prefix + l))
    .join('\n');
}

/** Formats CSS. */
export function formatCss(css: string): string {
  return beautify.css(css, CODE_OPTIONS);
}

/** Formats JavaScript. */
export function formatJs(js: string): string {
  return beautify.js(js, CODE_OPTIONS);
}

/** Replaces each `{{ … }}` with a name formatters leave alone; `restore` puts the originals back. */
function protectExpressions(text: string): { text: string; restore(out: string): string } {
  const found: string[] = [];
  const masked = text.replace(/\{\{[\s\S]*?\}\}/g, (m) => `__weftExpr${found.push(m) - 1}__`);
  if (!found.length) return { text, restore: (out) => out };
  return { text: masked, restore: (out) => out.replace(/__weftExpr(\d+)__/g, (m, i: string) => found[Number(i)] ?? m) };
}

/**
 * Formats an HTML document or fragment. Style and script contents are cut out, the markup is
 * formatted as HTML, and each cut-out part is formatted as CSS or JavaScript and put back,
 * indented under its tag.
 *
 * @throws HtmlFormatError when the document does not parse (see html-syntax.ts); nothing is formatted then.
 */
export function formatHtml(text: string): string {
  const problem = findHtmlSyntaxProblem(text);
  if (problem) throw new HtmlFormatError(problem);
  const { text: safe, restore } = protectExpressions(text);
  return restore(formatSections(safe));
}

function formatSections(text: string): string {
  if (!hasHtmlTags(text)) return beautify.html(text, HTML_OPTIONS);
  const parts: Array<{ kind: 'css' | 'js'; body: string }> = [];
  const masked = text.replace(
    /(<(style|script)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi,
    (_m, open: string, tag: string, body: string, close: string) => {
      parts.push({ kind: tag.toLowerCase() === 'style' ? 'css' : 'js', body });
      return `${open}__WEFT_SECTION_${parts.length - 1}__${close}`;
    },
  );
  const html = beautify.html(masked, { ...HTML_OPTIONS, unformatted: ['style', 'script'] });
  return html.replace(
    /^([ \t]*)(.*?)__WEFT_SECTION_(\d+)__(.*)$/gm,
    (_m, lead: string, before: string, idx: string, after: string) => {
      const part = parts[Number(idx)]!;
      const body = part.body.trim() === '' ? '' : part.kind === 'css' ? formatCss(part.body) : formatJs(part.body);
      if (!body) return `${lead}${before}${after}`;
      return `${lead}${before}\n${indent(body, `${lead}  `)}\n${lead}${after}`;
    },
  );
}

/** The HTML editor's empty document: rows - 1 newlines when rows > 0. */
export function padEmptyDocument(html: string, rows: number): string {
  if (html === '' && rows > 0) return '\n'.repeat(rows - 1);
  return html;
}
