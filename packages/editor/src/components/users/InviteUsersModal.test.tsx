import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InstanceSettings } from '../../api/types';
import { useSettingsStore } from '../../stores/settings/store';
import { useUiStore } from '../../stores/ui/store';
import type { InviteOutcome } from '../../stores/users/state';
import { InviteUsersModal } from './InviteUsersModal';

function setSmtp(smtpSetup: boolean) {
  useSettingsStore.setState({
    settings: {
      userManagement: { enabled: true, showSetupOnFirstLoad: false, smtpSetup, authenticationMethod: 'email' },
    } as InstanceSettings,
  });
}

function open(onInvite: (emails: string[]) => Promise<InviteOutcome[]>) {
  render(<InviteUsersModal onInvite={onInvite} />);
  act(() => useUiStore.getState().openModal('inviteUser'));
}

describe('the invite users modal', () => {
  beforeEach(() => {
    act(() => useUiStore.getState().closeAllModals());
    setSmtp(false);
  });

  it('refuses text that is not an e-mail address and sends nothing', async () => {
    const sent: string[][] = [];
    open(async (emails) => (sent.push(emails), []));
    fireEvent.change(await screen.findByLabelText(/^Email addresses/), {
      target: { value: 'ada@example.com, not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Invite/ }));
    expect(await screen.findByText('Not an email address: not-an-address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('invites several addresses at once and, without SMTP, lists each invite link with a copy button', async () => {
    const sent: string[][] = [];
    open(async (emails) => {
      sent.push(emails);
      return [
        {
          user: {
            id: '1',
            email: 'ada@example.com',
            inviteAcceptUrl: 'http://weft.test/signup?inviterId=o&inviteeId=1',
            emailSent: false,
          },
        },
        {
          user: { id: '2', email: 'grace@example.com', emailSent: false },
          error: 'A user with this email address already exists',
        },
      ];
    });
    expect(await screen.findByTestId('invite-smtp-hint')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email addresses/), {
      target: { value: 'Ada@Example.com\ngrace@example.com ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invite 2 users' }));
    await waitFor(() => expect(sent).toEqual([['ada@example.com', 'grace@example.com']]));
    expect(await screen.findByText('Share the invite links')).toBeInTheDocument();
    expect(screen.getByTestId('invite-link')).toHaveTextContent('inviteeId=1');
    expect(screen.getByRole('button', { name: 'Copy invite link for ada@example.com' })).toBeInTheDocument();
    expect(screen.getByText('A user with this email address already exists')).toBeInTheDocument();
    expect(useUiStore.getState().modalStack.map((m) => m.key)).toEqual(['inviteUser']);
  });

  it('closes with a confirmation when every invitation was e-mailed', async () => {
    setSmtp(true);
    open(async () => [{ user: { id: '1', email: 'ada@example.com', emailSent: true } }]);
    fireEvent.change(await screen.findByLabelText(/^Email addresses/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await waitFor(() => expect(useUiStore.getState().modalStack).toEqual([]));
    expect(screen.queryByTestId('invite-smtp-hint')).toBeNull();
  });

  it('shows a server refusal inside the form', async () => {
    open(async () => {
      throw new Error('Request to send email invite(s) to user(s) failed because of an invalid email address: x');
    });
    fireEvent.change(await screen.findByLabelText(/^Email addresses/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('failed because of an invalid email address');
  });
});
