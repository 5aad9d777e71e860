/**
 * Whether an HTML document can be formatted safely (the HTML editor throws when
 * the syntax tree cannot be parsed). The check reads CodeMirror's own HTML syntax tree, the one
 * the editor highlights with, including the JavaScript and CSS trees of script and style. A
 * formatter re-indents by the tags it sees, so on these errors it would reshuffle or cut the text:
 * an unterminated tag or attribute value, an unclosed comment, an element closed by its parent's
 * end tag, an end tag nothing opened, and script or style code that does not parse.
 * HTML's own optional end tags (`<p>`, `<li>`, `<td>` …) and a final unclosed element are fine.
 */
import { htmlLanguage } from '@codemirror/lang-html';
import { t } from '../../i18n';

type SyntaxNode = ReturnType<typeof htmlLanguage.parser.parse>['topNode'];

/** What is wrong with a document and where (1-based line and column). */
export interface HtmlSyntaxProblem {
  /** The problem in the active locale. */
  problem: string;
  line: number;
  column: number;
}

/** Thrown by `formatHtml` when the document does not parse; the content is left as it is. */
export class HtmlFormatError extends Error {
  constructor(
    readonly detail: HtmlSyntaxProblem | null,
    message?: string,
  ) {
    super(
      message ??
        (detail
          ? t('htmlEditor.problem.at', { line: detail.line, column: detail.column, problem: detail.problem })
          : t('htmlEditor.problem.unparsable')),
    );
    this.name = 'HtmlFormatError';
  }
}

/**
 * The text with every `{{ … }}` expression blanked to underscores of the same length (newlines
 * kept), so expressions parse as names in HTML, JavaScript and CSS and positions stay the same.
 */
export function blankExpressions(text: string): string {
  return text.replace(/\{\{[\s\S]*?\}\}/g, (m) => m.replace(/[^\n]/g, '_'));
}

function tagName(node: SyntaxNode | null, text: string): string | null {
  const name = node?.getChild('OpenTag')?.getChild('TagName') ?? node?.getChild('TagName');
  return name ? text.slice(name.from, name.to) : null;
}

/**
 * What an error node means, and where to point: where the unclosed construct starts (the parser
 * only notices at the end), or the error itself inside script and style code.
 */
function describe(error: SyntaxNode, text: string): { problem: string; at: number } {
  for (let n: SyntaxNode | null = error.parent; n; n = n.parent) {
    switch (n.name) {
      case 'Script':
        return { problem: t('htmlEditor.problem.script'), at: error.from };
      case 'StyleSheet':
        return { problem: t('htmlEditor.problem.style'), at: error.from };
      case 'Comment':
        return { problem: t('htmlEditor.problem.comment'), at: n.from };
      case 'AttributeValue':
        return { problem: t('htmlEditor.problem.attributeValue'), at: n.from };
      case 'OpenTag':
      case 'SelfClosingTag':
        return { problem: t('htmlEditor.problem.openTag', { tag: tagName(n, text) ?? '' }), at: n.from };
      case 'Element': {
        const name = tagName(n, text);
        return {
          problem: name ? t('htmlEditor.problem.element', { tag: name }) : t('htmlEditor.problem.elementUnnamed'),
          at: n.from,
        };
      }
    }
  }
  return { problem: t('htmlEditor.problem.markup'), at: error.from };
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * The first syntax problem of an HTML document (expressions are ignored), or null when it parses.
 *
 * @example
 * findHtmlSyntaxProblem('<div class="a>x</div>') // { problem: 'an attribute value is not closed …', line: 1, column: … }
 */
export function findHtmlSyntaxProblem(text: string): HtmlSyntaxProblem | null {
  const source = blankExpressions(text);
  const tree = htmlLanguage.parser.parse(source);
  let found: HtmlSyntaxProblem | null = null;
  tree.iterate({
    enter(ref) {
      if (found) return false;
      if (ref.type.isError) {
        const { problem, at } = describe(ref.node, source);
        found = { problem, ...position(source, at) };
        return false;
      }
      if (ref.name === 'MismatchedCloseTag') {
        const name = ref.node.getChild('TagName');
        found = {
          problem: t('htmlEditor.problem.mismatchedClose', { tag: name ? source.slice(name.from, name.to) : '' }),
          ...position(source, ref.from),
        };
        return false;
      }
      return undefined;
    },
  });
  return found;
}
