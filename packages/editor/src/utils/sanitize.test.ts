import { describe, expect, it } from 'vitest';
import { ERROR_HINT_TAGS, isAllowedImageSource, sanitizeHtml } from './sanitize';

describe('the HTML sanitiser', () => {
  it('keeps only the allowed tags and attributes', () => {
    const out = sanitizeHtml(
      '<p class="a" style="color:red" onclick="x()"><strong>hi</strong><script>alert(1)</script><a href="https://x.io" target="_blank" data-id="7">link</a><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe('<p class="a"><strong>hi</strong><a href="https://x.io" target="_blank" data-id="7">link</a></p>');
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('allows https images and local /static images of the allowed types only', () => {
    expect(isAllowedImageSource('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSource('/static/logo.webp')).toBe(true);
    expect(isAllowedImageSource('/static/logo.svg')).toBe(false);
    expect(isAllowedImageSource('http://example.com/a.png')).toBe(false);
    expect(isAllowedImageSource('/static/../secret.png')).toBe(false);
  });

  it('renders a node error hint as a list when asked, never its raw tags', () => {
    const hint =
      "<p>Try either:</p>\n<ol>\n  <li>Enabling 'Convert types where required'</li>\n  <li><code>.toNumber()</code></li>\n</ol><script>x()</script>";
    expect(sanitizeHtml(hint, ERROR_HINT_TAGS)).toBe(
      "<p>Try either:</p>\n<ol>\n  <li>Enabling 'Convert types where required'</li>\n  <li><code>.toNumber()</code></li>\n</ol>",
    );
    expect(sanitizeHtml(hint)).not.toContain('<li>');
  });
});
