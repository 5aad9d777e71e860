/**
 * Modal stack and theme. Pure update functions: each takes the
 * state and returns a new one, so they are tested without React.
 */

/** Every modal key, as n8n's editor names them. */
export type ModalKey =
  | 'about'
  | 'changePassword'
  | 'inviteUser'
  | 'duplicate'
  | 'tagsManager'
  | 'versions'
  | 'settings'
  | 'workflowShare'
  | 'personalizationSurvey'
  | 'contactPrompt'
  | 'valueSurvey'
  | 'executions'
  | 'activation'
  | 'onboardingCallSignup'
  | 'communityPackageInstall'
  | 'editCredential'
  | 'selectCredential'
  | 'deleteUser'
  | 'communityPackageManageConfirm'
  | 'importCurl'
  | 'settingsLogStream'
  | 'importWorkflowUrl'
  | 'workflowConflict';

/** One open modal with the data it carries (credential id and mode, active user id, package id…). */
export interface ModalEntry {
  key: ModalKey;
  data?: Record<string, unknown>;
}

export type Theme = 'light' | 'dark' | 'system';

export interface UiState {
  /** Open modals, oldest first; the last one is the active modal. */
  modalStack: ModalEntry[];
  theme: Theme;
}

export const initialUiState: UiState = { modalStack: [], theme: 'system' };

/** Opens a modal on top of the stack; reopening one moves it to the top with its new data. */
export function openModal(state: UiState, key: ModalKey, data?: Record<string, unknown>): UiState {
  const rest = state.modalStack.filter((m) => m.key !== key);
  return { ...state, modalStack: [...rest, data === undefined ? { key } : { key, data }] };
}

/** Closes one modal wherever it sits in the stack. */
export function closeModal(state: UiState, key: ModalKey): UiState {
  return { ...state, modalStack: state.modalStack.filter((m) => m.key !== key) };
}

/** Closes every modal: the stack is cleared. */
export function closeAllModals(state: UiState): UiState {
  return { ...state, modalStack: [] };
}

/** The active modal: the most recently opened one still open. */
export function activeModal(state: UiState): ModalEntry | undefined {
  return state.modalStack[state.modalStack.length - 1];
}

/** Whether a modal is open. */
export function isModalOpen(state: UiState, key: ModalKey): boolean {
  return state.modalStack.some((m) => m.key === key);
}

/** The data a modal was opened with. */
export function modalData(state: UiState, key: ModalKey): Record<string, unknown> | undefined {
  return state.modalStack.find((m) => m.key === key)?.data;
}
