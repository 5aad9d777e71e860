import { useEffect, useMemo, useRef, useState } from 'react';
import { getNodesBounds, useReactFlow, useStoreApi } from '@xyflow/react';
import { t } from '../i18n';
import { CORE_NODE_TYPES } from '@weft/workflow';
import { Button } from '../components/ui/Button';
import { Icon } from '../components/ui/Icon';
import { NodeIcon } from '../canvas/NodeIcon';
import { viewportAbove } from '../canvas/visible-area';
import { getNodeType } from '../stores/node-types/state';
import { useNodeTypesStore } from '../stores/node-types/store';
import { useRunStore } from '../stores/executions-run/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { buildLogTree, flattenLogTree, type LogEntry, type TokenCount } from './log-tree';
import { useLogsPanel } from './store';
import '../styles/logs.css';

const CHAT_TRIGGERS: readonly string[] = [CORE_NODE_TYPES.chatTrigger, CORE_NODE_TYPES.manualChatTrigger];

function formatTime(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 1)}s` : `${ms}ms`;
}

function formatTokens(tokens: TokenCount): string {
  return `${tokens.estimated ? '~' : ''}${t('logs.tokens', { count: tokens.total })}`;
}

/** The open panel's height and the run bar's place above it, in pixels (as logs.css and canvas.css draw them). */
const OPEN_PANEL_HEIGHT = 320;
const RUN_BAR_SPACE = 72;

/**
 * When the panel opens over the lower part of the canvas, a workflow that was all in view moves
 * (zooming out if it must) into the area above the panel and the run bar, so no node hides behind them.
 */
function useNodesAbovePanel(open: boolean): void {
  const flow = useReactFlow();
  const store = useStoreApi();
  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opened) return;
    const { width, height, transform } = store.getState();
    const nodes = flow.getNodes();
    if (!nodes.length) return;
    const [x, y, zoom] = transform;
    const next = viewportAbove(
      getNodesBounds(nodes),
      { x, y, zoom },
      width,
      height,
      height - OPEN_PANEL_HEIGHT - RUN_BAR_SPACE,
    );
    if (next) void flow.setViewport(next, { duration: 200 });
  }, [open, flow, store]);
}

/**
 * The bar under the canvas with the logs view and, when the workflow starts with a chat trigger,
 * the chat. Read-only (a past execution): the logs of that execution, no chat.
 */
export function BottomPanel({ readOnly = false }: { readOnly?: boolean }) {
  const open = useLogsPanel((s) => s.open);
  const chatOpen = useLogsPanel((s) => s.chatOpen);
  const hasChat = useWorkflowStore(
    (s) => !readOnly && Object.values(s.workflow.nodes).some((n) => CHAT_TRIGGERS.includes(n.type) && !n.disabled),
  );
  const hasNodes = useWorkflowStore((s) => s.workflow.order.length > 0);
  useNodesAbovePanel(open);
  if (!hasNodes) return null;
  return (
    <section
      className={`bottom-panel${open ? ' bottom-panel--open' : ''}`}
      aria-label={t('logs.title')}
      data-testid="bottom-panel"
    >
      <header className="bottom-panel__bar">
        <button
          type="button"
          className="bottom-panel__toggle"
          onClick={() => useLogsPanel.getState().toggle()}
          aria-expanded={open}
          data-testid="logs-toggle"
        >
          <Icon name={open ? 'chevronDown' : 'chevronRight'} size={14} /> {t('logs.title')}
        </button>
        {hasChat && !chatOpen && (
          <Button
            size="sm"
            variant="secondary"
            icon="sparkles"
            onClick={() => useLogsPanel.getState().openChat()}
            data-testid="open-chat"
          >
            {t('chat.title')}
          </Button>
        )}
      </header>
      {open && (
        <div className="bottom-panel__body">
          {hasChat && chatOpen && <ChatView />}
          <LogsView />
        </div>
      )}
    </section>
  );
}

/** The chat with the workflow's Chat Trigger: messages, a new session, the last message again. */
function ChatView() {
  const messages = useLogsPanel((s) => s.messages);
  const sending = useLogsPanel((s) => s.sending);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length, sending]);
  const send = () => {
    const t = text;
    setText('');
    void useLogsPanel.getState().send(t);
  };
  return (
    <div className="chat-view" data-testid="chat-view">
      <div className="chat-view__head">
        <strong>{t('chat.title')}</strong>
        <span className="chat-view__tools">
          <Button
            size="sm"
            variant="ghost"
            icon="refresh"
            disabled={sending || !messages.some((m) => m.from === 'user')}
            onClick={() => void useLogsPanel.getState().repeatLast()}
            data-testid="chat-repeat"
          >
            {t('chat.repeat')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon="plus"
            disabled={sending}
            onClick={() => useLogsPanel.getState().newSession()}
            data-testid="chat-new-session"
          >
            {t('chat.newSession')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon="close"
            aria-label={t('chat.close')}
            onClick={() => useLogsPanel.getState().closeChat()}
          />
        </span>
      </div>
      <ol className="chat-view__messages" ref={list} aria-label={t('chat.messages')} aria-live="polite">
        {messages.length === 0 && <li className="chat-view__empty">{t('chat.empty')}</li>}
        {messages.map((m) => (
          <li
            key={m.id}
            className={`chat-msg chat-msg--${m.from}${m.error ? ' chat-msg--error' : ''}`}
            data-testid={`chat-message-${m.from}`}
            data-streaming={m.streaming ? true : undefined}
          >
            {m.text}
          </li>
        ))}
        {sending && (
          <li className="chat-msg chat-msg--bot chat-msg--typing" aria-label={t('chat.waiting')}>
            <span className="spinner" aria-hidden />
          </li>
        )}
      </ol>
      <form
        className="chat-view__form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <textarea
          className="input chat-view__input"
          rows={2}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.messageLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
          data-testid="chat-input"
        />
        <Button type="submit" variant="primary" size="sm" disabled={sending || !text.trim()} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </form>
    </div>
  );
}

/** The run as a tree: each node, inside an agent each model call and tool call; the selected entry in full. */
function LogsView() {
  const runData = useRunStore((s) => s.runData);
  const running = useRunStore((s) => s.running);
  const selected = useLogsPanel((s) => s.selected);
  const types = useNodeTypesStore();
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  const rows = useMemo(() => flattenLogTree(buildLogTree(runData)), [runData]);
  const typeOf = useMemo(() => new Map(Object.values(nodes).map((n) => [n.name, n])), [nodes]);
  const current = rows.find((r) => r.entry.id === selected)?.entry ?? rows[rows.length - 1]?.entry;
  return (
    <div className="logs-view" data-testid="logs-view">
      <ol className="logs-view__tree" aria-label={t('logs.runLog')}>
        {rows.length === 0 && <li className="logs-view__empty">{running ? t('logs.running') : t('logs.empty')}</li>}
        {rows.map(({ entry, depth }) => {
          const node = typeOf.get(entry.node);
          const desc = node ? getNodeType(types, node.type, node.typeVersion) : undefined;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={`log-row log-row--${entry.status}${current?.id === entry.id ? ' log-row--selected' : ''}`}
                style={{ paddingLeft: 8 + depth * 18 }}
                onClick={() => useLogsPanel.getState().select(entry.id)}
                data-testid="log-entry"
                data-node={entry.node}
                data-depth={depth}
                data-connection-type={entry.connectionType ?? 'main'}
              >
                <NodeIcon desc={desc} type={node?.type ?? ''} size={18} />
                <span className="log-row__name">
                  {entry.node}
                  {entry.runIndex > 0 ? ` (${entry.runIndex + 1})` : ''}
                </span>
                {entry.status === 'error' && <Icon name="alert" size={12} />}
                <span className="log-row__meta">
                  {entry.tokens && <span data-testid="log-tokens">{formatTokens(entry.tokens)}</span>}
                  <span>{formatTime(entry.executionTime)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {current && <LogDetails entry={current} />}
    </div>
  );
}

function LogDetails({ entry }: { entry: LogEntry }) {
  return (
    <div className="logs-view__details" data-testid="log-details">
      <div className="logs-view__details-head">
        <strong>{entry.node}</strong>
        <span className={`log-status log-status--${entry.status}`} data-testid="log-status">
          {t(`logs.status.${entry.status}`)}
        </span>
        <span>{formatTime(entry.executionTime)}</span>
        {entry.tokens && (
          <span
            title={`${t('logs.tokensDetail', { prompt: entry.tokens.prompt, completion: entry.tokens.completion })}${entry.tokens.estimated ? ` ${t('logs.estimated')}` : ''}`}
          >
            {formatTokens(entry.tokens)}
          </span>
        )}
      </div>
      {entry.error && (
        <div className="callout callout--danger logs-view__error">
          {entry.error.message}
          {entry.error.description ? `: ${entry.error.description}` : ''}
        </div>
      )}
      {entry.input !== undefined && (
        <>
          <h4 className="logs-view__label">{t('logs.input')}</h4>
          <pre className="logs-view__json" data-testid="log-input">
            {JSON.stringify(entry.input, null, 2)}
          </pre>
        </>
      )}
      {entry.output !== undefined && (
        <>
          <h4 className="logs-view__label">{t('logs.output')}</h4>
          <pre className="logs-view__json" data-testid="log-output">
            {JSON.stringify(entry.output, null, 2)}
          </pre>
        </>
      )}
    </div>
  );
}
