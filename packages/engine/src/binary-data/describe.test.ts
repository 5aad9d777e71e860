import { describe, expect, it } from 'vitest';
import { fileTypeFromMimeType, guessBinaryType } from './describe.js';

describe('guessBinaryType, as n8n guesses a payload given without a media type', () => {
  it('takes a given media type and names its extension', async () => {
    expect(await guessBinaryType(Buffer.from('a,b'), undefined, 'text/csv')).toEqual({
      mimeType: 'text/csv',
      fileExtension: 'csv',
    });
  });
  it('reads the media type from the file name', async () => {
    expect(await guessBinaryType(Buffer.from('{}'), 'data.json')).toEqual({
      mimeType: 'application/json',
      fileExtension: 'json',
    });
  });
  it('reads it from the bytes when the name does not tell', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await guessBinaryType(png, 'upload')).toEqual({ mimeType: 'image/png', fileExtension: 'png' });
  });
  it('falls back to text/plain without an extension', async () => {
    expect(await guessBinaryType(Buffer.from('abc'))).toEqual({ mimeType: 'text/plain' });
  });
  it("gives n8n's file kinds", () => {
    expect(
      [
        'text/html',
        'image/png',
        'audio/mpeg',
        'application/pdf',
        'application/xml',
        'application/json; charset=utf-8',
      ].map(fileTypeFromMimeType),
    ).toEqual(['html', 'image', 'audio', 'pdf', undefined, 'json']);
  });
});
