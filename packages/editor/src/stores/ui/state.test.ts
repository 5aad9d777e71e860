import { describe, expect, it } from 'vitest';
import { activeModal, closeAllModals, closeModal, initialUiState, isModalOpen, modalData, openModal } from './state';

describe('the modal stack', () => {
  it('makes the most recently opened modal the active one', () => {
    let s = openModal(initialUiState, 'editCredential', { mode: 'new' });
    s = openModal(s, 'changePassword');
    expect(activeModal(s)?.key).toBe('changePassword');
    s = closeModal(s, 'changePassword');
    expect(activeModal(s)).toEqual({ key: 'editCredential', data: { mode: 'new' } });
  });

  it('moves a reopened modal to the top with its new data, once', () => {
    let s = openModal(initialUiState, 'deleteUser', { activeId: 'a' });
    s = openModal(s, 'about');
    s = openModal(s, 'deleteUser', { activeId: 'b' });
    expect(s.modalStack.map((m) => m.key)).toEqual(['about', 'deleteUser']);
    expect(modalData(s, 'deleteUser')).toEqual({ activeId: 'b' });
  });

  it('clears the stack when every modal is closed', () => {
    let s = openModal(openModal(initialUiState, 'about'), 'versions');
    s = closeAllModals(s);
    expect(s.modalStack).toEqual([]);
    expect(isModalOpen(s, 'about')).toBe(false);
    expect(activeModal(s)).toBeUndefined();
  });
});
