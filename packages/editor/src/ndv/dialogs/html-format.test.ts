import { describe, expect, it } from 'vitest';
import { formatHtml, hasHtmlTags, padEmptyDocument } from './html-format';
import { findHtmlSyntaxProblem, HtmlFormatError } from './html-syntax';

describe('formatHtml', () => {
  it('formats a fragment without html tags as plain HTML', () => {
    const out = formatHtml('<div><p>x</p><span>y</span></div>');
    expect(hasHtmlTags('<div></div>')).toBe(false);
    expect(out).toBe('<div>\n  <p>x</p><span>y</span>\n</div>');
  });
  it('formats style as CSS, script as JavaScript and the rest as HTML', () => {
    const out = formatHtml(
      '<html><head><style>body{color:red;margin:0}</style></head><body><div><p>Hi</p></div><script>const a=1;if(a){go(a)}</script></body></html>',
    );
    expect(out).toContain('body {\n');
    expect(out).toContain('color: red;');
    expect(out).toContain('if (a) {');
    expect(out).toContain('go(a)');
    expect(out).toMatch(/<div>\n\s+<p>Hi<\/p>\n\s+<\/div>/);
    expect(out).not.toContain('__WEFT_SECTION_');
    expect(out.startsWith('<html>')).toBe(true);
  });
  it('keeps empty sections', () => {
    expect(formatHtml('<html><style></style></html>')).toContain('<style></style>');
  });
});

describe('formatHtml refuses a document that does not parse', () => {
  const refused = (text: string) => {
    try {
      formatHtml(text);
    } catch (e) {
      expect(e).toBeInstanceOf(HtmlFormatError);
      return (e as Error).message;
    }
    throw new Error(`formatted: ${text}`);
  };

  it('names the problem and where it is', () => {
    expect(refused('<div>\n  <p class="lead>Hi</p>\n</div>')).toBe(
      'Line 2, column 12: an attribute value is not closed with its quote.',
    );
    expect(refused('<div><span>x</div>')).toBe('Line 1, column 6: <span> is not closed before its parent ends.');
    expect(refused('<div></span><p>x</p></div>')).toBe(
      'Line 1, column 6: the end tag </span> has no matching start tag.',
    );
    expect(refused('<p>a</p>\n<!-- note\n<p>b</p>')).toMatch(/^Line 2, column 1: a comment is not closed with -->\.$/);
    expect(refused('<html><body><script>if (a) {</script></body></html>')).toMatch(
      /the JavaScript in <script> has a syntax error/,
    );
    expect(refused('<style>body { color: red </style>')).toMatch(/the CSS in <style> has a syntax error/);
  });

  it('accepts what HTML allows: optional end tags, void elements, a final open element, text with <', () => {
    for (const ok of [
      '<p>a<p>b',
      '<ul><li>a<li>b</ul>',
      '<img src="x"><br/>',
      '<div>',
      'plain text',
      '<table><tr><td>a</table>',
    ]) {
      expect(findHtmlSyntaxProblem(ok), ok).toBeNull();
      expect(() => formatHtml(ok)).not.toThrow();
    }
  });

  it('ignores expressions when checking and keeps them as written when formatting', () => {
    const doc =
      '<html><body><p title="{{ $json.t }}">{{ $json.a < 3 }}</p><script>const a = {{ $json.x }};if(a){go()}</script></body></html>';
    expect(findHtmlSyntaxProblem(doc)).toBeNull();
    const out = formatHtml(doc);
    expect(out).toContain('const a = {{ $json.x }};');
    expect(out).toContain('if (a) {');
    expect(out).toContain('<p title="{{ $json.t }}">{{ $json.a < 3 }}</p>');
    expect(formatHtml('<div>{{ $json.list.map(x => x * 2) }}</div>')).toBe(
      '<div>{{ $json.list.map(x => x * 2) }}</div>',
    );
  });
});

describe('padEmptyDocument', () => {
  it('pads an empty document with rows - 1 newlines when rows > 0', () => {
    expect(padEmptyDocument('', 4)).toBe('\n\n\n');
    expect(padEmptyDocument('', -1)).toBe('');
    expect(padEmptyDocument('<p></p>', 4)).toBe('<p></p>');
  });
});
