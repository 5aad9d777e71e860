import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponseError } from '../../api/client';
import { describeExpiry, groupScopes } from '../api-keys/scopes';
import { MfaLoginStep } from './MfaLoginStep';

describe('the MFA sign-in step', () => {
  it('sends a 6-digit code, or a recovery code after switching, and shows a refusal', async () => {
    const calls: unknown[] = [];
    let refuse = true;
    render(
      <MfaLoginStep
        onBack={() => undefined}
        onSubmit={async (second) => {
          calls.push(second);
          if (refuse) throw new ResponseError('Invalid mfa token or recovery code', { httpStatusCode: 401 });
        }}
      />,
    );
    const input = screen.getByTestId('mfa-login-input');
    fireEvent.change(input, { target: { value: '12a34 56' } });
    expect(input).toHaveValue('123456');
    fireEvent.click(screen.getByTestId('mfa-login-submit'));
    expect(await screen.findByText('Invalid mfa token or recovery code')).toBeInTheDocument();
    expect(calls).toEqual([{ mfaCode: '123456' }]);

    fireEvent.click(screen.getByTestId('mfa-login-toggle'));
    refuse = false;
    expect(screen.queryByText('Invalid mfa token or recovery code')).toBeNull();
    fireEvent.change(screen.getByTestId('mfa-login-input'), { target: { value: ' 2f1c-uuid ' } });
    fireEvent.click(screen.getByTestId('mfa-login-submit'));
    await waitFor(() => expect(calls[1]).toEqual({ mfaRecoveryCode: '2f1c-uuid' }));
  });
});

describe('API key helpers', () => {
  it('groups scopes by resource in order and describes expiry', () => {
    expect(groupScopes(['tag:read', 'workflow:list', 'tag:create'])).toEqual([
      { resource: 'tag', scopes: ['tag:read', 'tag:create'] },
      { resource: 'workflow', scopes: ['workflow:list'] },
    ]);
    expect(describeExpiry(null)).toBe('Never');
    expect(describeExpiry(1000, 2_000_000)).toMatch(/^Expired /);
    expect(describeExpiry(4_000_000_000, 0)).not.toMatch(/Expired/);
  });
});
