import { escapeHtml } from '@weft/workflow';
/** What the hosted chat page shows and how it talks to its webhook. */
export interface ChatPageConfig {
  title: string;
  subtitle: string;
  inputPlaceholder: string;
  /** Bot messages the chat opens with (one per line of the node's "Initial Message(s)"). */
  initialMessages: string[];
  showWelcomeScreen: boolean;
  getStarted: string;
  /** Whether a returning browser asks for its session's earlier messages. */
  loadPreviousSession: boolean;
  allowFileUploads: boolean;
  allowedFilesMimeTypes: string;
  customCss?: string;
  /** Test chats (the editor listening at `/webhook-test/…`) show a banner. */
  testRun: boolean;
  /** Streaming answers arrive as JSON lines (`{type: 'item', content}`). */
  streaming: boolean;
  /**
   * "Using Response Nodes": a message POST answers the execution's id, and the answers (and the
   * user's replies while the execution waits) go over the chat's socket (`/chat?…`).
   */
  responseNodes?: boolean;
}

/** JSON safe to place inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const STYLES = `
:root {
  --chat--color-primary: #e74266;
  --chat--color-light: #f2f4f8;
  --chat--color-dark: #101330;
  --chat--header--background: #101330;
  --chat--header--color: #f2f4f8;
  --chat--message--bot--background: #ffffff;
  --chat--message--user--background: #e74266;
  --chat--message--user--color: #ffffff;
  --chat--border-radius: 0.5rem;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--chat--color-light); color: var(--chat--color-dark); }
.chat-layout { display: flex; flex-direction: column; height: 100%; max-width: 960px; margin: 0 auto; background: var(--chat--color-light); }
.chat-header { background: var(--chat--header--background); color: var(--chat--header--color); padding: 1.25rem 1.5rem; }
.chat-header h1 { margin: 0 0 0.25rem; font-size: 1.6rem; }
.chat-header p { margin: 0; opacity: 0.8; }
.chat-test-banner { background: #fff5d6; color: #6b4c00; padding: 0.4rem 1.5rem; font-size: 0.85rem; }
.chat-messages { flex: 1; overflow-y: auto; padding: 1rem 1.5rem; display: flex; flex-direction: column; gap: 0.6rem; }
.chat-message { max-width: 75%; padding: 0.65rem 0.9rem; border-radius: var(--chat--border-radius); white-space: pre-wrap; word-wrap: break-word; line-height: 1.4; }
.chat-message-from-bot { align-self: flex-start; background: var(--chat--message--bot--background); box-shadow: 0 1px 2px rgba(16, 19, 48, 0.12); }
.chat-message-from-user { align-self: flex-end; background: var(--chat--message--user--background); color: var(--chat--message--user--color); }
.chat-message-error { border: 1px solid #d33; color: #a00; }
.chat-message-typing { opacity: 0.6; font-style: italic; }
.chat-files { font-size: 0.8rem; opacity: 0.85; margin-top: 0.3rem; }
.chat-footer { display: flex; gap: 0.5rem; padding: 0.8rem 1.5rem 1.2rem; border-top: 1px solid #dde1ea; background: #fff; align-items: center; }
.chat-input { flex: 1; resize: none; border: 1px solid #cfd4de; border-radius: var(--chat--border-radius); padding: 0.65rem 0.8rem; font: inherit; min-height: 2.6rem; max-height: 8rem; }
.chat-button { background: var(--chat--color-primary); color: #fff; border: 0; border-radius: var(--chat--border-radius); padding: 0.65rem 1.1rem; font: inherit; cursor: pointer; }
.chat-button:disabled { opacity: 0.5; cursor: default; }
.chat-attach { cursor: pointer; padding: 0 0.3rem; color: #555b6e; display: flex; }
.chat-attach input { display: none; }
.chat-welcome { flex: 1; display: flex; align-items: center; justify-content: center; }
[hidden] { display: none !important; }
`;

/** The browser side: session id in localStorage, send, receive, uploads, earlier messages. */
const SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('chat-config').textContent);
  var url = window.location.pathname;
  var key = 'weft-chat-session:' + url.replace(/^\\/webhook(-test)?\\//, '');
  var sessionId = localStorage.getItem(key);
  var isNew = !sessionId;
  if (!sessionId) { sessionId = (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2)); localStorage.setItem(key, sessionId); }
  var list = document.getElementById('chat-messages');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');
  var button = document.getElementById('chat-send');
  var files = document.getElementById('chat-files');

  function add(text, from, extra) {
    var div = document.createElement('div');
    div.className = 'chat-message chat-message-from-' + from + (extra ? ' ' + extra : '');
    div.textContent = text;
    list.appendChild(div);
    list.scrollTop = list.scrollHeight;
    return div;
  }
  function answerText(data) {
    if (Array.isArray(data)) data = data[0];
    if (data && typeof data === 'object') {
      if (typeof data.output === 'string') return data.output;
      if (typeof data.text === 'string') return data.text;
      if (typeof data.message === 'string') return data.message;
      return JSON.stringify(data);
    }
    return data === undefined || data === null ? '' : String(data);
  }
  function messageText(m) {
    var content = m && m.kwargs ? m.kwargs.content : m && m.content;
    if (Array.isArray(content)) return content.map(function (c) { return typeof c === 'string' ? c : c.text || ''; }).join('');
    return typeof content === 'string' ? content : JSON.stringify(content);
  }
  function isUser(m) { var id = m && m.id; return Array.isArray(id) && /Human/.test(id[id.length - 1]); }

  function start() {
    document.getElementById('chat-welcome').hidden = true;
    list.hidden = false; form.hidden = false;
    config.initialMessages.forEach(function (t) { add(t, 'bot'); });
    if (config.loadPreviousSession && !isNew) {
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'loadPreviousSession', sessionId: sessionId }) })
        .then(function (r) { return r.json(); })
        .then(function (body) { (body && body.data || []).forEach(function (m) { add(messageText(m), isUser(m) ? 'user' : 'bot'); }); })
        .catch(function () {});
    }
    input.focus();
  }

  var socket = null, typing = null;
  function showTyping() { if (!typing) typing = add('…', 'bot', 'chat-message-typing'); }
  function hideTyping() { if (typing) { typing.remove(); typing = null; } }
  function dataUrl(file) { return new Promise(function (resolve, reject) { var r = new FileReader(); r.onload = function () { resolve({ name: file.name, type: file.type, data: r.result }); }; r.onerror = function () { reject(r.error); }; r.readAsDataURL(file); }); }
  function follow(executionId) {
    var origin = new URL(url, location.href).origin.replace(/^http/, 'ws');
    var ws = new WebSocket(origin + '/chat?sessionId=' + encodeURIComponent(sessionId) + '&executionId=' + encodeURIComponent(executionId) + '&isPublic=true');
    socket = ws;
    ws.onmessage = function (e) {
      if (e.data === 'n8n|heartbeat') { ws.send('n8n|heartbeat-ack'); return; }
      if (e.data === 'n8n|continue') { showTyping(); return; }
      hideTyping(); add(String(e.data), 'bot'); button.disabled = false; input.focus();
    };
    ws.onclose = function () { if (socket === ws) socket = null; hideTyping(); button.disabled = false; };
  }

  async function send(event) {
    event.preventDefault();
    var text = input.value.trim();
    var chosen = files && files.files ? Array.prototype.slice.call(files.files) : [];
    if (!text && !chosen.length) return;
    var mine = add(text, 'user');
    if (chosen.length) { var f = document.createElement('div'); f.className = 'chat-files'; f.textContent = chosen.map(function (x) { return x.name; }).join(', '); mine.appendChild(f); }
    input.value = ''; button.disabled = true;
    if (config.responseNodes && socket && socket.readyState === 1) {
      // The execution waits for this reply: it goes over the socket, not as a new message.
      var attached = await Promise.all(chosen.map(dataUrl));
      if (files) files.value = '';
      socket.send(JSON.stringify({ sessionId: sessionId, action: 'sendMessage', chatInput: text, files: attached }));
      showTyping();
      return;
    }
    var pending = add('…', 'bot', 'chat-message-typing');
    try {
      var request;
      if (chosen.length) {
        var body = new FormData();
        body.append('action', 'sendMessage'); body.append('sessionId', sessionId); body.append('chatInput', text);
        chosen.forEach(function (x) { body.append('files', x, x.name); });
        request = fetch(url, { method: 'POST', body: body });
        files.value = '';
      } else {
        request = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'sendMessage', sessionId: sessionId, chatInput: text }) });
      }
      var response = await request;
      var raw = await response.text();
      pending.classList.remove('chat-message-typing');
      if (config.streaming && response.ok) {
        var out = '';
        raw.split('\\n').forEach(function (line) { if (!line.trim()) return; try { var c = JSON.parse(line); if (c.type === 'item') out += c.content || ''; if (c.type === 'error') out += c.content || ''; } catch (e) { out += line; } });
        pending.textContent = out;
      } else if (config.responseNodes && response.ok && raw.indexOf('executionStarted') >= 0) {
        pending.remove(); showTyping();
        follow(JSON.parse(raw).executionId);
        return;
      } else {
        var data; try { data = JSON.parse(raw); } catch (e) { data = raw; }
        pending.textContent = response.ok ? answerText(data) : 'Error: ' + answerText(data);
        if (!response.ok) pending.classList.add('chat-message-error');
      }
    } catch (e) {
      pending.classList.remove('chat-message-typing'); pending.classList.add('chat-message-error');
      pending.textContent = 'Error: ' + e.message;
    }
    button.disabled = false; input.focus();
  }

  form.addEventListener('submit', send);
  input.addEventListener('keydown', function (e) { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); } });
  if (config.showWelcomeScreen) document.getElementById('chat-start').addEventListener('click', start);
  else start();
})();
`;

/** The hosted chat page of a Chat Trigger (Weft's own page, no external scripts). */
export function renderChatPage(config: ChatPageConfig): string {
  const upload = config.allowFileUploads
    ? `<label class="chat-attach" title="Attach files" aria-label="Attach files"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.5 3.5 0 0 1 5 5l-8.6 8.6a2 2 0 0 1-2.8-2.8l7.9-7.9"/></svg><input id="chat-files" type="file" multiple accept="${escapeHtml(config.allowedFilesMimeTypes === '*' ? '' : config.allowedFilesMimeTypes)}"></label>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(config.title || 'Chat')}</title>
<style>${STYLES}</style>
${config.customCss ? `<style>${config.customCss.replace(/<\/style/gi, '<\\/style')}</style>` : ''}
</head>
<body>
<div class="chat-layout">
  <header class="chat-header"><h1>${escapeHtml(config.title)}</h1><p>${escapeHtml(config.subtitle)}</p></header>
  ${config.testRun ? '<div class="chat-test-banner">Test chat: each message runs the workflow once while the editor listens</div>' : ''}
  <div id="chat-welcome" class="chat-welcome"${config.showWelcomeScreen ? '' : ' hidden'}><button id="chat-start" class="chat-button" type="button">${escapeHtml(config.getStarted)}</button></div>
  <main id="chat-messages" class="chat-messages" hidden></main>
  <form id="chat-form" class="chat-footer" hidden>
    ${upload}
    <textarea id="chat-input" class="chat-input" rows="1" placeholder="${escapeHtml(config.inputPlaceholder)}"></textarea>
    <button id="chat-send" class="chat-button" type="submit">Send</button>
  </form>
</div>
<script id="chat-config" type="application/json">${scriptJson(config)}</script>
<script>${SCRIPT}</script>
</body>
</html>`;
}
