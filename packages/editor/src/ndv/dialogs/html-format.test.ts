import { describe, expect, it } from 'vitest';
import { formatHtml, hasHtmlTags, padEmptyDocument } from './html-format';

describe('formatHtml', () => {
  it('formats a fragment without html tags as plain HTML', () => {
    const out = formatHtml('<div><p>x</p><span>y</span></div>');
    expect(hasHtmlTags('<div></div>')).toBe(false);
    expect(out).toBe('<div>\n  <p>x</p><span>y</span>\n</div>');
  });
  it('formats style as CSS, script as JavaScript and the rest as HTML', () => {
    const out = formatHtml('<html><head><style>body{color:red;margin:0}</style></head><body><div><p>Hi</p></div><script>const a=1;if(a){go(a)}</script></body></html>');
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

describe('padEmptyDocument', () => {
  it('pads an empty document with rows - 1 newlines when rows > 0', () => {
    expect(padEmptyDocument('', 4)).toBe('\n\n\n');
    expect(padEmptyDocument('', -1)).toBe('');
    expect(padEmptyDocument('<p></p>', 4)).toBe('<p></p>');
  });
});
