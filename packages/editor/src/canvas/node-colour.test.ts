import { describe, expect, it } from 'vitest';
import { contrastRatio, darkThemeColour, DARK_SURFACE } from './node-colour';

describe('node icon colours in the dark theme (issue 15 item 10)', () => {
  it("lightens HTTP Request's dark blue until it reads on the dark surface", () => {
    expect(contrastRatio('#0004F5', DARK_SURFACE)).toBeLessThan(3);
    const c = darkThemeColour('#0004F5');
    expect(c).not.toBe('#0004F5');
    expect(contrastRatio(c, DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
  });
  it("lightens If's dark green too: thin line icons need the contrast of text", () => {
    expect(contrastRatio('#408000', DARK_SURFACE)).toBeLessThan(4.5);
    expect(contrastRatio(darkThemeColour('#408000'), DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps colours that already read well', () => {
    expect(darkThemeColour('#ff6d5a')).toBe('#ff6d5a');
  });
});
