import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { NodeTypeDescription } from '@weft/workflow';
import { NodeIcon, themedIcon } from './NodeIcon';

describe('node icons given per theme, as n8n packages give them', () => {
  it('takes the light one of {light, dark}, a plain string as it is, and nothing else', () => {
    expect(themedIcon({ light: 'file:a.svg', dark: 'file:a.dark.svg' })).toBe('file:a.svg');
    expect(themedIcon({ dark: 'fa:moon' })).toBe('fa:moon');
    expect(themedIcon('fa:globe')).toBe('fa:globe');
    expect(themedIcon(42)).toBe('');
  });

  it('draws a node whose iconUrl and icon are objects instead of throwing', () => {
    const desc = {
      name: 'x.y',
      displayName: 'Y',
      icon: { light: 'file:y.svg', dark: 'file:y.dark.svg' },
      iconUrl: { light: '/icons/y.svg', dark: '/icons/y.dark.svg' },
    } as unknown as NodeTypeDescription;
    const { container } = render(<NodeIcon desc={desc} type="x.y" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/icons/y.svg');
    const noUrl = { ...desc, iconUrl: undefined } as unknown as NodeTypeDescription;
    expect(() => render(<NodeIcon desc={noUrl} type="x.y" />)).not.toThrow();
  });
});
