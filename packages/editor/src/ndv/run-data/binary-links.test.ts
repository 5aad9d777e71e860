import { describe, expect, it } from 'vitest';
import { binaryDataUrl, canDownloadBinary, canViewBinary } from './binary-links';

const entry = { itemIndex: 0, key: 'data', mimeType: 'image/png', fileName: 'a b.png' };

describe('binary view links', () => {
  it('serves a payload stored as a file through /rest/data, with its name and type', () => {
    const stored = { ...entry, id: 'filesystem-v2:workflows/1/executions/2/binary_data/x' };
    expect(binaryDataUrl(stored, 'download')).toBe(
      '/rest/data/filesystem-v2%3Aworkflows%2F1%2Fexecutions%2F2%2Fbinary_data%2Fx?mode=download&mimeType=image%2Fpng&fileName=a+b.png',
    );
    expect(canViewBinary({ ...stored, mimeType: 'text/html' })).toBe(true);
  });

  it('shows inline payloads only of types that cannot run script in the editor, and downloads any', () => {
    expect(canViewBinary({ ...entry, data: 'AAAA' })).toBe(true);
    expect(canViewBinary({ ...entry, data: 'AAAA', mimeType: 'text/html' })).toBe(false);
    expect(canViewBinary({ ...entry, data: 'AAAA', mimeType: 'image/svg+xml' })).toBe(false);
    expect(canDownloadBinary({ ...entry, data: 'AAAA', mimeType: 'text/html' })).toBe(true);
    expect(canDownloadBinary(entry)).toBe(false);
    expect(binaryDataUrl({ ...entry, data: 'AAAA' }, 'view')).toBeUndefined();
  });
});
