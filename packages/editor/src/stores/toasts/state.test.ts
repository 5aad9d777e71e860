import { describe, expect, it } from 'vitest';
import { addToast, errorToast, initialToastState, isCredentialCaused, removeToast, truncateDetails } from './state';

describe('toasts', () => {
  it('cuts error details to 500 characters followed by ...', () => {
    expect(truncateDetails('x'.repeat(500))).toBe('x'.repeat(500));
    expect(truncateDetails('y'.repeat(501))).toBe(`${'y'.repeat(500)}...`);
  });

  it('keeps errors open until closed and lets the others close by themselves', () => {
    let s = addToast(initialToastState, { type: 'error', title: 'Failed' });
    s = addToast(s, { type: 'success', title: 'Saved' });
    expect(s.toasts.map((t) => t.duration)).toEqual([0, 4000]);
    s = removeToast(s, s.toasts[0]!.id);
    expect(s.toasts.map((t) => t.title)).toEqual(['Saved']);
  });

  it('does not show the same toast twice while it is shown', () => {
    let s = addToast(initialToastState, { type: 'success', title: 'Saved' });
    s = addToast(s, { type: 'success', title: 'Saved' });
    s = addToast(s, { type: 'success', title: 'Saved', message: 'again' });
    expect(s.toasts.map((t) => t.message ?? '')).toEqual(['', 'again']);
    s = addToast(removeToast(s, s.toasts[0]!.id), { type: 'success', title: 'Saved' });
    expect(s.toasts).toHaveLength(2);
  });

  it('flags an error as credential-caused only when both phrases appear', () => {
    expect(isCredentialCaused('Credentials for Slack are not set')).toBe(true);
    expect(isCredentialCaused('Credentials for Slack are invalid')).toBe(false);
    expect(errorToast(new Error('Credentials for X are not set'), 'Problem').credentialCaused).toBe(true);
  });
});
