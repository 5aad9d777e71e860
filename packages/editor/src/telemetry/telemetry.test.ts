import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadExternalHookScripts, type ExternalHookFunction } from './external-hooks';
import { flushTelemetry, isTelemetryEnabled, report, runHook, startTelemetry, stopTelemetry, track } from './telemetry';
import { TELEMETRY_ENDPOINT } from './transport';

afterEach(() => {
  stopTelemetry();
  delete window.n8nExternalHooks;
  delete window.weftExternalHooks;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const okResponse = () =>
  new Response('{"data":{"accepted":1}}', { status: 200, headers: { 'content-type': 'application/json' } });

describe('telemetry', () => {
  it('sends nothing at all while off: no request, no beacon, nothing queued', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    await startTelemetry({ enabled: false, instanceId: 'inst-1', getWorkflowId: () => 'wf-1' });
    expect(isTelemetryEnabled()).toBe(false);
    track('User autocompleted code', { context: '$input', inserted_text: 'all()' });
    report({ event: 'User switched parameter mode', properties: { new_mode: 'expression' } });
    await vi.advanceTimersByTimeAsync(30_000);
    window.dispatchEvent(new Event('pagehide'));
    await flushTelemetry();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('posts batches to this instance with instance_id, workflow_id and a timestamp', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse());
    let workflowId = 'wf-1';
    await startTelemetry({ enabled: true, instanceId: 'inst-1', getWorkflowId: () => workflowId, intervalMs: 60_000 });
    track('User changed resource locator mode', {
      node_type: 'n8n-nodes-base.googleSheets',
      field_name: 'documentId',
      mode: 'url',
    });
    workflowId = 'wf-2';
    // The call site's own value wins over the one track adds.
    track('User attempted to save locked workflow', { sharing_role: 'sharee', workflow_id: 'wf-explicit' });
    await flushTelemetry();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(TELEMETRY_ENDPOINT);
    expect(TELEMETRY_ENDPOINT).toBe('/rest/telemetry/events');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const body = JSON.parse(String(init!.body)) as {
      events: Array<{ event: string; properties: Record<string, unknown>; timestamp: string }>;
    };
    expect(body.events.map((e) => e.event)).toEqual([
      'User changed resource locator mode',
      'User attempted to save locked workflow',
    ]);
    expect(body.events[0]!.properties).toEqual({
      instance_id: 'inst-1',
      workflow_id: 'wf-1',
      node_type: 'n8n-nodes-base.googleSheets',
      field_name: 'documentId',
      mode: 'url',
    });
    expect(body.events[1]!.properties).toEqual({
      instance_id: 'inst-1',
      workflow_id: 'wf-explicit',
      sharing_role: 'sharee',
    });
    expect(new Date(body.events[0]!.timestamp).getTime()).not.toBeNaN();
  });

  it('sends what is waiting with a beacon when the page is hidden', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse());
    const beacons: Array<{ url: string; body: Blob }> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
      configurable: true,
    });
    await startTelemetry({ enabled: true, instanceId: 'inst-1', getWorkflowId: () => 'wf-1', intervalMs: 60_000 });
    track('Instance FE emitted error', { error_title: 'Problem saving workflow' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.url).toBe('/rest/telemetry/events');
    expect(beacons[0]!.body.type).toBe('application/json');
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(beacons[0]!.body);
    });
    const sent = JSON.parse(text) as { events: Array<{ event: string }> };
    expect(sent.events.map((e) => e.event)).toEqual(['Instance FE emitted error']);
  });

  it('runs external hooks with telemetry off, each isolated from the others', async () => {
    await startTelemetry({ enabled: false, instanceId: 'inst-1', getWorkflowId: () => 'wf-9' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: Array<[string, unknown, unknown]> = [];
    const ok =
      (tag: string): ExternalHookFunction =>
      (context, metadata) =>
        void seen.push([tag, context, metadata]);
    const shared = { parameterInput: { modeSwitch: [ok('shared')] } };
    window.n8nExternalHooks = {
      parameterInput: {
        modeSwitch: [
          () => {
            throw new Error('broken hook');
          },
          ok('n8n'),
          async () => Promise.reject(new Error('broken async hook')),
        ],
      },
    };
    window.weftExternalHooks = {
      parameterInput: { modeSwitch: [ok('weft')] },
      other: { mount: ['not a function' as never] },
    };
    report(
      { event: 'User switched parameter mode', properties: { new_mode: 'expression', parameter: 'value' } },
      'parameterInput.modeSwitch',
    );
    expect(seen).toEqual([
      ['n8n', { instanceId: 'inst-1', workflowId: 'wf-9' }, { new_mode: 'expression', parameter: 'value' }],
      ['weft', { instanceId: 'inst-1', workflowId: 'wf-9' }, { new_mode: 'expression', parameter: 'value' }],
    ]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(String(warn.mock.calls[0]![0])).toContain(
      'the external hook "parameterInput.modeSwitch" failed and was skipped',
    );

    // One object under both names runs once; unknown names and a missing registry do nothing.
    seen.length = 0;
    window.n8nExternalHooks = shared;
    window.weftExternalHooks = shared;
    runHook('parameterInput.modeSwitch', {});
    runHook('app.mount');
    expect(seen.map((s) => s[0])).toEqual(['shared']);
  });

  it('adds each hook script once and never waits longer than the timeout', async () => {
    vi.useFakeTimers();
    let done = false;
    void loadExternalHookScripts(['https://hooks.example.com/a.js', '/b.js'], 3000).then(() => (done = true));
    void loadExternalHookScripts(['https://hooks.example.com/a.js'], 3000);
    const scripts = Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-weft-hooks]'));
    expect(scripts.map((s) => s.dataset.weftHooks)).toEqual(['https://hooks.example.com/a.js', '/b.js']);
    expect(scripts[0]!.async).toBe(false);
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    for (const s of scripts) s.remove();
  });
});
