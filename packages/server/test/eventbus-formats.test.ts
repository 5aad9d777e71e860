import { describe, expect, it } from 'vitest';
import { backoffMs } from '../src/eventbus/delivery.js';
import { sentryEnvelope, sentryTarget } from '../src/eventbus/destinations/sentry.js';
import { formatSyslogMessage, octetCounted } from '../src/eventbus/destinations/syslog.js';
import { matchesSubscription, normalizeEventName } from '../src/eventbus/event-names.js';
import { anonymized, createEventMessage } from '../src/eventbus/message.js';
import { parseSyslog } from './eventbus-helpers.js';

describe('log streaming formats', () => {
  it('matches subscriptions by name, group prefix, n8n prefix or *', () => {
    expect(matchesSubscription('weft.workflow.failed', ['n8n.workflow'])).toBe(true);
    expect(matchesSubscription('weft.workflow.failed', ['weft.workflow.failed'])).toBe(true);
    expect(matchesSubscription('weft.audit.user.login.success', ['weft.audit.user'])).toBe(true);
    expect(matchesSubscription('weft.workflow.failed', ['*'])).toBe(true);
    // A prefix matches whole name parts only.
    expect(matchesSubscription('weft.workflow.failed', ['weft.work'])).toBe(false);
    expect(matchesSubscription('weft.node.started', ['weft.workflow', 'n8n.audit'])).toBe(false);
    expect(matchesSubscription('weft.node.started', [])).toBe(false);
    expect(normalizeEventName(' n8n.node.finished ')).toBe('weft.node.finished');
  });

  it('doubles the retry delay up to its cap', () => {
    const s = { retryBaseMs: 1000, retryMaxMs: 300_000 };
    expect([1, 2, 3, 4, 9, 20].map((a) => backoffMs(a, s))).toEqual([1000, 2000, 4000, 8000, 256_000, 300_000]);
  });

  it('writes RFC 5424 messages with escaped structured data, framed by byte count over TCP', () => {
    const event = {
      ...createEventMessage('weft.workflow.failed', { executionId: '7', workflowName: 'Ünïcode "quoted" ]' }),
      id: 'id-with-"quote"]',
    };
    const line = formatSyslogMessage(event, { facility: 23, app_name: 'Weft' }, 'my host');
    expect(
      line.startsWith(
        `<${23 * 8 + 3}>1 ${event.ts} myhost Weft ${process.pid} workflow [weft@32473 eventId="id-with-\\"quote\\"\\]" eventName="weft.workflow.failed"] {`,
      ),
    ).toBe(true);
    const parsed = parseSyslog(line)!;
    expect(parsed.event.payload.workflowName).toBe('Ünïcode "quoted" ]');
    const frame = octetCounted(line);
    const space = frame.indexOf(0x20);
    expect(Number(frame.subarray(0, space).toString())).toBe(Buffer.byteLength(line));
    expect(Buffer.byteLength(line)).toBeGreaterThan(line.length);
  });

  it('finds the envelope endpoint of a DSN, with or without a path', () => {
    expect(sentryTarget('https://abc@o1.ingest.sentry.io/4567')).toEqual({
      envelopeUrl: 'https://o1.ingest.sentry.io/api/4567/envelope/',
      publicKey: 'abc',
    });
    expect(sentryTarget('http://key@127.0.0.1:9000/sentry/12')).toEqual({
      envelopeUrl: 'http://127.0.0.1:9000/sentry/api/12/envelope/',
      publicKey: 'key',
    });
    const event = createEventMessage('weft.audit.user.login.failed', { _email: 'a@b.c' });
    const [head, item, body] = sentryEnvelope(event, 'https://abc@host/1', '1.2.3')
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(head).toMatchObject({ event_id: event.id.replace(/-/g, ''), dsn: 'https://abc@host/1' });
    expect(item).toEqual({ type: 'event' });
    expect(body).toMatchObject({ level: 'warning', release: 'weft@1.2.3', platform: 'node' });
  });

  it('anonymises the personal fields of audit events only', () => {
    const audit = createEventMessage('weft.audit.user.invited', {
      userId: 'u1',
      _email: 'x@y.z',
      _firstName: 'X',
      targetUserId: 'u2',
      _targetEmail: 't@y.z',
    });
    expect(anonymized(audit).payload).toEqual({ userId: 'u1', targetUserId: 'u2' });
    const workflow = createEventMessage('weft.workflow.started', { executionId: '1', _note: 'kept' });
    expect(anonymized(workflow)).toBe(workflow);
  });
});
