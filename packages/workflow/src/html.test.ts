import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('turns the five HTML-significant characters into entities and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a> é`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt; é',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays visible as typed', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('writes null and undefined as nothing and other values as their string', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});
