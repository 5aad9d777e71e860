import { describe, expect, it } from 'vitest';
import { renderStickyMarkdown } from './StickyNoteView';

describe('sticky note markdown', () => {
  it('renders markdown', () => {
    const html = renderStickyMarkdown('## Title\n**bold** and [a link](https://weft.test)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://weft.test"');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderStickyMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.test"></iframe>\n\n[click](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|<iframe/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('click');
  });
});
