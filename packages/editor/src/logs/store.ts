/**
 * The bottom panel's state: whether the logs view and the chat are open, the selected log
 * entry, and the chat with the workflow's Chat Trigger (session, messages, the message being sent).
 */
import { create } from 'zustand';
import { t } from '../i18n';
import { requestLines } from '../api/client';
import { getExecution } from '../api/workflow-editor';
import { useRunStore } from '../stores/executions-run/store';
import { toWorkflow } from '../stores/workflow/model';
import { useWorkflowStore } from '../stores/workflow/store';

/** One chat message. */
export interface ChatMessage {
  id: number;
  from: 'user' | 'bot';
  text: string;
  /** The execution that answered it. */
  executionId?: string;
  error?: boolean;
  /** Still arriving (a streamed answer). */
  streaming?: boolean;
}

export interface LogsPanelStore {
  open: boolean;
  chatOpen: boolean;
  selected: string | null;
  sessionId: string;
  messages: ChatMessage[];
  sending: boolean;
  toggle(open?: boolean): void;
  openChat(): void;
  closeChat(): void;
  select(id: string | null): void;
  /** Sends a message to the workflow's chat trigger and shows the run it started. */
  send(text: string): Promise<void>;
  repeatLast(): Promise<void>;
  newSession(): void;
  reset(): void;
}

/**
 * The chat's socket while an execution whose Chat Trigger answers "Using Response Nodes" runs:
 * Respond to Chat messages arrive on it, and the user's replies go over it.
 */
let chatSocket: WebSocket | null = null;

/** Closes the chat's socket, if one is open. */
function closeChatSocket(): void {
  const socket = chatSocket;
  chatSocket = null;
  socket?.close();
}

const newSessionId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`).replace(/-/g, '');
let nextId = 1;

/** The answer's text: the chat trigger's response as the server gives it (`output`, `text`, or the item). */
export function answerText(response: unknown): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object') {
    const r = response as Record<string, unknown>;
    for (const key of ['output', 'text', 'message', 'response']) if (typeof r[key] === 'string') return r[key];
    return JSON.stringify(response, null, 2);
  }
  return response === null || response === undefined ? '' : String(response);
}

export const useLogsPanel = create<LogsPanelStore>()((set, get) => ({
  open: false,
  chatOpen: false,
  selected: null,
  sessionId: newSessionId(),
  messages: [],
  sending: false,
  toggle: (open) => set((s) => ({ open: open ?? !s.open })),
  openChat: () => set({ open: true, chatOpen: true }),
  closeChat: () => set({ chatOpen: false }),
  select: (selected) => set({ selected }),
  send: async (text) => {
    const message = text.trim();
    if (!message || get().sending) return;
    set((s) => ({ sending: true, messages: [...s.messages, { id: nextId++, from: 'user', text: message }] }));
    // A Respond to Chat node waits for this reply: it resumes the execution rather than starting one.
    if (chatSocket?.readyState === WebSocket.OPEN) {
      chatSocket.send(JSON.stringify({ sessionId: get().sessionId, action: 'sendMessage', chatInput: message }));
      return;
    }
    let following = false;
    // The canvas and the logs follow the run live, from its push messages.
    const runFailed = useRunStore.getState().expectPushedRun();
    try {
      const { workflow } = useWorkflowStore.getState();
      const run = useRunStore.getState();
      // The answer is streamed: pieces an agent sends show as they come, then the run's result.
      let data: { executionId?: string; status?: string; response?: unknown } = {};
      let streamedId: number | undefined;
      await requestLines(
        '/ai-chat/run',
        {
          workflowData: toWorkflow(workflow),
          sessionId: get().sessionId,
          chatInput: message,
          pushRef: run.pushRef,
          stream: true,
        },
        (line) => {
          if (line.type === 'item' && typeof line.content === 'string') {
            const content = line.content;
            if (streamedId === undefined) {
              streamedId = nextId++;
              set((s) => ({
                messages: [...s.messages, { id: streamedId!, from: 'bot', text: content, streaming: true }],
              }));
            } else {
              set((s) => ({
                messages: s.messages.map((m) => (m.id === streamedId ? { ...m, text: m.text + content } : m)),
              }));
            }
          } else if (line.type === 'result' && line.data && typeof line.data === 'object') {
            data = line.data;
          } else if (line.type === 'error') {
            throw new Error(typeof line.content === 'string' ? line.content : t('chat.sendFailed'));
          }
        },
      );
      if ((data as { followChat?: boolean }).followChat && data.executionId) {
        following = true;
        followChat(data.executionId, get().sessionId, set);
        return;
      }
      const failed = data.status !== undefined && data.status !== 'success';
      // The final answer takes the place of the streamed one (the run's result decides its text).
      const final: ChatMessage = {
        id: streamedId ?? nextId++,
        from: 'bot',
        ...(data.executionId ? { executionId: data.executionId } : {}),
        text: failed ? t('chat.notFinished', { status: String(data.status) }) : answerText(data.response),
        ...(failed ? { error: true } : {}),
      };
      set((s) => ({
        messages:
          streamedId === undefined ? [...s.messages, final] : s.messages.map((m) => (m.id === streamedId ? final : m)),
      }));
      // The canvas and the logs show the run that answered.
      if (data.executionId) {
        const execution = await getExecution(data.executionId).catch(() => undefined);
        const runData = execution?.data?.resultData?.runData;
        if (runData) useRunStore.getState().showRunData(runData);
      }
    } catch (e) {
      runFailed((e as Error).message || t('chat.sendFailed'));
      set((s) => ({
        messages: [
          ...s.messages.filter((m) => !m.streaming),
          { id: nextId++, from: 'bot', text: (e as Error).message || t('chat.sendFailed'), error: true },
        ],
      }));
    } finally {
      if (!following) set({ sending: false });
    }
  },
  repeatLast: async () => {
    const last = [...get().messages].reverse().find((m) => m.from === 'user');
    if (last) await get().send(last.text);
  },
  newSession: () => {
    closeChatSocket();
    set({ sessionId: newSessionId(), messages: [], sending: false });
  },
  reset: () => {
    closeChatSocket();
    set({ open: false, chatOpen: false, selected: null, sessionId: newSessionId(), messages: [], sending: false });
  },
}));

/**
 * Follows an execution over the chat's socket: each Respond to Chat message shows as the bot's,
 * `n8n|continue` shows that an answer is coming, and once the execution has finished (the socket
 * closes) the canvas and the logs show its run.
 */
function followChat(
  executionId: string,
  sessionId: string,
  set: (partial: Partial<LogsPanelStore> | ((s: LogsPanelStore) => Partial<LogsPanelStore>)) => void,
): void {
  closeChatSocket();
  const origin = window.location.origin.replace(/^http/, 'ws');
  const socket = new WebSocket(
    `${origin}/chat?sessionId=${encodeURIComponent(sessionId)}&executionId=${encodeURIComponent(executionId)}`,
  );
  chatSocket = socket;
  socket.onmessage = (event) => {
    const text = String(event.data);
    if (text === 'n8n|heartbeat') return socket.send('n8n|heartbeat-ack');
    if (text === 'n8n|continue') return set({ sending: true });
    set((s) => ({ sending: false, messages: [...s.messages, { id: nextId++, from: 'bot', text, executionId }] }));
  };
  socket.onclose = () => {
    if (chatSocket === socket) chatSocket = null;
    set({ sending: false });
    void getExecution(executionId)
      .then((execution) => {
        const runData = execution?.data?.resultData?.runData;
        if (runData) useRunStore.getState().showRunData(runData, execution?.status);
      })
      .catch(() => undefined);
  };
}
