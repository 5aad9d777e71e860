import { describe, expect, it } from 'vitest';
import { safeRedirectUrl, sanitizeCss, sanitizeHtml } from '../src/forms/html.js';
import { isoInZone } from '../src/forms/submission.js';

describe('form HTML sanitizing', () => {
  it('keeps allowed tags and attributes, drops scripts, styles, inputs and handlers', () => {
    expect(sanitizeHtml('<p class="x" onclick="evil()">Hi <b>you</b></p>')).toBe('<p>Hi <b>you</b></p>');
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(sanitizeHtml('<input name="x"><form action="/x">in</form>')).toBe('in');
    expect(sanitizeHtml('<!-- hidden --><h2>T</h2>')).toBe('<h2>T</h2>');
    expect(sanitizeHtml('<SCRIPT SRC=x></SCRIPT>ok')).toBe('ok');
  });

  it('allows http(s) links only and sandboxes iframes', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<img src="data:image/png;base64,AA" alt="a">')).toBe('<img alt="a">');
    expect(sanitizeHtml('<iframe src="https://example.com/embed"></iframe>')).toBe(
      '<iframe src="https://example.com/embed" sandbox="" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('escapes stray brackets, quotes in attributes, and closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 > 0 & done')).toBe('1 &lt; 2 &gt; 0 &amp; done');
    expect(sanitizeHtml('<img alt="&quot;><script>x</script>">')).toBe(
      '<img alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">',
    );
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one<li>two</li></li></ul>');
    expect(sanitizeHtml('</div>text')).toBe('text');
  });

  it('custom CSS cannot close its style element; redirects must be http(s)', () => {
    expect(sanitizeCss('p > a { color: red } </style><script>')).toBe('p > a { color: red } /style>script>');
    expect(safeRedirectUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectUrl(' https://example.com/done ')).toBe('https://example.com/done');
    expect(safeRedirectUrl('example.com/x')).toBe('http://example.com/x');
    expect(safeRedirectUrl('')).toBeUndefined();
  });

  it('writes submittedAt as Luxon does: Z in UTC, the offset elsewhere', () => {
    const at = new Date('2026-07-01T10:00:00.123Z');
    expect(isoInZone(at, 'UTC')).toBe('2026-07-01T10:00:00.123Z');
    expect(isoInZone(at, 'Europe/Berlin')).toBe('2026-07-01T12:00:00.123+02:00');
    expect(isoInZone(at, 'America/New_York')).toBe('2026-07-01T06:00:00.123-04:00');
    expect(isoInZone(at, 'Europe/London')).toBe('2026-07-01T11:00:00.123+01:00');
    expect(isoInZone(new Date('2026-01-01T00:00:00.000Z'), 'Europe/London')).toBe('2026-01-01T00:00:00.000+00:00');
  });
});
