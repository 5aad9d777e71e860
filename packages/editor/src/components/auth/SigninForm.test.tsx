import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResponseError } from '../../api/client';
import { SigninForm, type SigninFormProps } from './SigninForm';

function renderForm(props: Partial<SigninFormProps> = {}) {
  const calls: Array<[string, string]> = [];
  const onSubmit = props.onSubmit ?? (async (login: string, password: string) => void calls.push([login, password]));
  render(
    <MemoryRouter>
      <SigninForm {...props} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { calls };
}

describe('the sign-in form', () => {
  it('refuses an address that does not match the e-mail pattern and an empty password, without submitting', async () => {
    const { calls } = renderForm();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/“ada@example” is not a valid email address/)).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('submits the trimmed e-mail and the password as typed', async () => {
    const { calls } = renderForm();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: '  ada@example.com ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: ' Secret-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toEqual([['ada@example.com', ' Secret-1 ']]));
  });

  it('shows the server error inline, sanitised, and lets the user try again', async () => {
    renderForm({
      onSubmit: async () => {
        throw new ResponseError('Wrong username or password. <img src=x onerror="alert(1)"><b>Caps lock?</b>', {
          httpStatusCode: 401,
        });
      },
    });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert).toHaveTextContent('Wrong username or password.');
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.querySelector('b')?.textContent).toBe('Caps lock?');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('labels the login field with the LDAP label and accepts a login id', async () => {
    const { calls } = renderForm({ ldapLoginLabel: 'Corporate ID' });
    const field = screen.getByLabelText(/^Corporate ID/);
    expect(field).toHaveAttribute('type', 'text');
    fireEvent.change(field, { target: { value: 'ada.l' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toEqual([['ada.l', 'pw']]));
  });

  it('offers the SSO button only when SAML sign-in is on, and the password can be shown', () => {
    renderForm({ samlUrl: '/rest/sso/saml/initsso?redirect=%2Fhome%2Fworkflows' });
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
