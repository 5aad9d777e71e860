import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import {
  boundNumber,
  dateShortcuts,
  hexToRgba,
  isMultiline,
  parameterIssues,
  parseNumberInput,
  rgbaToHex,
  singleLineDisplay,
} from './values';

describe('number bounding and rounding', () => {
  it('bounds by min and max', () => {
    expect(boundNumber(-5, { minValue: 0 })).toBe(0);
    expect(boundNumber(500, { maxValue: 100 })).toBe(100);
    expect(boundNumber(50, { minValue: 0, maxValue: 100 })).toBe(50);
  });
  it('rounds to numberPrecision', () => {
    expect(boundNumber(1.23456, { numberPrecision: 2 })).toBe(1.23);
    expect(boundNumber(1.235, { numberPrecision: 0 })).toBe(1);
    expect(boundNumber(2.5, { numberPrecision: 0 })).toBe(3);
  });
  it('parses typed text: empty is null, garbage is rejected', () => {
    expect(parseNumberInput('', {})).toBeNull();
    expect(parseNumberInput('abc', {})).toBeUndefined();
    expect(parseNumberInput('3,75', { numberPrecision: 1 })).toBe(3.8);
    expect(parseNumberInput('1000', { maxValue: 10 })).toBe(10);
  });
});

describe('colour conversion', () => {
  it('rgba → hex with an alpha byte', () => {
    expect(rgbaToHex('rgba(255, 0, 0, 0.5)')).toBe('#ff000080');
    expect(rgbaToHex('rgb(0, 128, 255)')).toBe('#0080ffff');
    expect(rgbaToHex('not a colour')).toBe('not a colour');
  });
  it('hex with alpha → rgba', () => {
    expect(hexToRgba('#ff000080')).toBe('rgba(255, 0, 0, 0.5)');
    expect(hexToRgba('#00ff00')).toBe('rgba(0, 255, 0, 1)');
    expect(hexToRgba('#f00')).toBe('rgba(255, 0, 0, 1)');
  });
  it('round-trips', () => expect(rgbaToHex(hexToRgba('#12345678'))).toBe('#12345678'));
});

describe('string display', () => {
  it('replaces the first newline with a pipe', () => expect(singleLineDisplay('a\nb\nc')).toBe('a | b\nc'));
  it('rows > 1 or editor code make a textarea', () => {
    expect(isMultiline({ typeOptions: { rows: 4 } })).toBe(true);
    expect(isMultiline({ typeOptions: { rows: 1 } })).toBe(false);
    expect(isMultiline({ typeOptions: { editor: 'code' } })).toBe(true);
    expect(isMultiline({})).toBe(false);
  });
});

describe('date shortcuts', () => {
  it('Today, Yesterday and A week ago (7 days)', () => {
    const now = new Date('2024-03-10T12:00:00.000Z');
    expect(dateShortcuts(now)).toEqual([
      { label: 'Today', value: '2024-03-10T12:00:00.000Z' },
      { label: 'Yesterday', value: '2024-03-09T12:00:00.000Z' },
      { label: 'A week ago', value: '2024-03-03T12:00:00.000Z' },
    ]);
  });
});

describe('issues beneath inputs', () => {
  const options: NodeProperty = {
    displayName: 'Method',
    name: 'method',
    type: 'options',
    default: 'GET',
    options: [
      { name: 'GET', value: 'GET' },
      { name: 'POST', value: 'POST' },
    ],
  };
  it("says 'value is not supported' for unknown options", () => {
    expect(parameterIssues(options, 'FETCH')).toEqual(['The value "FETCH" is not supported!']);
    expect(parameterIssues(options, 'GET')).toEqual([]);
  });
  it('checks every multiOptions value and skips custom API call values', () => {
    const multi: NodeProperty = { ...options, type: 'multiOptions', default: [] };
    expect(parameterIssues(multi, ['GET', 'X', '__CUSTOM_API_CALL__'])).toEqual(['The value "X" is not supported!']);
  });
  it('uses the remote options when loaded, and reports a load failure', () => {
    const remote: NodeProperty = { ...options, options: [], typeOptions: { loadOptionsMethod: 'getThings' } };
    expect(parameterIssues(remote, 'a', { remoteOptions: [{ name: 'A', value: 'a' }] })).toEqual([]);
    expect(parameterIssues(remote, 'b', {})).toEqual([]);
    expect(parameterIssues(remote, 'b', { remoteError: 'boom' })).toEqual([
      'There was a problem loading the parameter options from server: "boom"',
    ]);
  });
  it('required values and the empty credentialsSelect', () => {
    expect(
      parameterIssues({ displayName: 'URL', name: 'url', type: 'string', default: '', required: true }, ''),
    ).toEqual(['Parameter "URL" is required.']);
    expect(parameterIssues({ displayName: 'T', name: 't', type: 'credentialsSelect', default: '' }, '')).toEqual([
      'Select a credential type from the dropdown',
    ]);
  });
  it('expressions are not checked against options', () => expect(parameterIssues(options, '={{ "x" }}')).toEqual([]));
});

describe('remoteErrorText', () => {
  it("adds the service's hint to the message, shortened, unless the message already says it", async () => {
    const { remoteErrorText } = await import('./remote-options');
    expect(remoteErrorText({ message: 'Unauthorized', meta: { hint: 'The API key is wrong' } })).toBe(
      'Unauthorized (The API key is wrong)',
    );
    expect(remoteErrorText({ message: 'Bad: The API key is wrong', meta: { hint: 'The API key is wrong' } })).toBe(
      'Bad: The API key is wrong',
    );
    expect(remoteErrorText({ message: 'Oops', meta: { hint: 'x'.repeat(400) } })).toBe(`Oops (${'x'.repeat(300)}…)`);
    expect(remoteErrorText(new Error('Plain'))).toBe('Plain');
  });
});
