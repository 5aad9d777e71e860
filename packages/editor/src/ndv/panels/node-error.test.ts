import { describe, expect, it } from 'vitest';
import { errorClipboardText, summarizeNodeError } from './node-error';

describe('summarizeNodeError', () => {
  const time = (ms: number) => `t${ms}`;

  it('shows what an HTTP failure says: code, the service answer, the item, the node and the time', () => {
    const summary = summarizeNodeError(
      {
        message: 'The resource you are requesting could not be found',
        description: 'Check the URL',
        httpCode: '404',
        context: { itemIndex: 1, data: { message: 'no such route', code: 404 } },
        node: { name: 'Call API', type: 'weft.httpRequest', typeVersion: 4.2 },
        timestamp: 5,
        stack: 'NodeApiError: …\n    at x',
      },
      time,
    );
    expect(summary).toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: 'Check the URL',
      itemNumber: 2,
      stack: 'NodeApiError: …\n    at x',
    });
    expect(summary.rows).toEqual([
      { key: 'code', value: '404' },
      { key: 'fullMessage', value: JSON.stringify({ message: 'no such route', code: 404 }, null, 2) },
      { key: 'node', value: 'Call API (weft.httpRequest v4.2)' },
      { key: 'time', value: 't5' },
    ]);
  });

  it('leaves out what the error does not have', () => {
    const summary = summarizeNodeError({ message: 'Boom' }, time);
    expect(summary).toEqual({ message: 'Boom', rows: [] });
  });

  it('copies the error as the run data holds it', () => {
    expect(JSON.parse(errorClipboardText({ message: 'Boom', httpCode: '500' }))).toEqual({
      message: 'Boom',
      httpCode: '500',
    });
  });
});
