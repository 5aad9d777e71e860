/**
 * Whether an HTML document can be formatted safely (editing-area §8: the HTML editor throws when
 * the syntax tree cannot be parsed). The check reads CodeMirror's own HTML syntax tree, the one
 * the editor highlights with, including the JavaScript and CSS trees of script and style. A
 * formatter re-indents by the tags it sees, so on these errors it would reshuffle or cut the text:
 * an unterminated tag or attribute value, an unclosed comment, an element closed by its parent's
 * end tag, an end tag nothing opened, and script or style code that does not parse.
 * HTML's own optional end tags (`<p>`, `<li>`, `<td>` …) and a final unclosed element are fine.
 */
import { htmlLanguage } from '@codemirror/lang-html';

type SyntaxNode = ReturnType<typeof htmlLanguage.parser.parse>['topNode'];

/** What is wrong with a document and where (1-based line and column). */
export interface HtmlSyntaxProblem {
  problem: string;
  line: number;
  column: number;
}

/** Thrown by `formatHtml` when the document does not parse; the content is left as it is. */
export class HtmlFormatError extends Error {
  constructor(readonly detail: HtmlSyntaxProblem | null, message?: string) {
    super(message ?? (detail ? `Line ${detail.line}, column ${detail.column}: ${detail.problem}.` : 'Failed to parse the HTML syntax tree.'));
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
        return { problem: 'the JavaScript in <script> has a syntax error', at: error.from };
      case 'StyleSheet':
        return { problem: 'the CSS in <style> has a syntax error', at: error.from };
      case 'Comment':
        return { problem: 'a comment is not closed with -->', at: n.from };
      case 'AttributeValue':
        return { problem: 'an attribute value is not closed with its quote', at: n.from };
      case 'OpenTag':
      case 'SelfClosingTag':
        return { problem: `the tag <${tagName(n, text) ?? ''}> is not closed with >`, at: n.from };
      case 'Element': {
        const name = tagName(n, text);
        return { problem: name ? `<${name}> is not closed before its parent ends` : 'an element is not closed', at: n.from };
      }
    }
  }
  return { problem: 'the markup has a syntax error', at: error.from };
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
        found = { problem: `the end tag </${name ? source.slice(name.from, name.to) : ''}> has no matching start tag`, ...position(source, ref.from) };
        return false;
      }
      return undefined;
    },
  });
  return found;
}
