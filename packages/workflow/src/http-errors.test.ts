import { describe, expect, it } from 'vitest';
import type { WorkflowNode } from './types/workflow.js';
import { findErrorMessage, httpNetworkError, httpStatusError, statusCodeMessage } from './http-errors.js';

const node = {
  name: 'HTTP',
  type: 'weft.httpRequest',
  typeVersion: 4.2,
  parameters: {},
  position: [0, 0],
} as unknown as WorkflowNode;

describe('HTTP errors', () => {
  it('words status codes as n8n does', () => {
    expect(statusCodeMessage('404')).toBe('The resource you are requesting could not be found');
    expect(statusCodeMessage('418')).toBe('Your request is invalid or could not be processed by the service');
    expect(statusCodeMessage('599')).toBe('The service failed to process your request');
    expect(statusCodeMessage('302')).toBeUndefined();
  });
  it('finds messages in API answers', () => {
    expect(findErrorMessage({ error: { message: 'deep' } })).toBe('deep');
    expect(findErrorMessage({ errors: [{ detail: 'a' }, 'b'] })).toBe('a | b');
    expect(findErrorMessage({ status: 1 })).toBeNull();
  });
  it('builds status and network errors', () => {
    const e = httpStatusError(node, 401, { message: 'bad token' }, 0);
    expect([e.message, e.description, e.httpCode]).toEqual([
      'Authorization failed - please check your credentials',
      'bad token',
      '401',
    ]);
    const raw = httpStatusError(node, 500, '', 0);
    expect(raw.description).toBe('500 - ""');
    const net = httpNetworkError(
      node,
      Object.assign(new Error('getaddrinfo ENOTFOUND nowhere'), { code: 'ENOTFOUND' }),
    );
    expect(net.message).toBe(
      'The connection cannot be established, this usually occurs due to an incorrect host(domain) value',
    );
    expect(net.description).toBe('getaddrinfo ENOTFOUND nowhere');
  });
});
