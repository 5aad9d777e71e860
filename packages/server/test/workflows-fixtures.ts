/** Workflow bodies shared by the workflow and tag tests. */

/** A small valid workflow in n8n's export format (n8n type names). */
export function sampleWorkflow(name = 'Sample', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    nodes: [
      {
        id: 'a1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: 'b2', name: 'Set', type: 'weft.set', typeVersion: 3.4, position: [200, 0], parameters: { mode: 'manual' } },
    ],
    connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', timezone: 'Europe/Berlin', saveManualExecutions: true },
    pinData: {},
    ...extra,
  };
}

/** A workflow that can be activated: a Schedule Trigger (hourly) feeding a Set node. */
export function scheduledWorkflow(name = 'Scheduled'): Record<string, unknown> {
  return sampleWorkflow(name, {
    nodes: [
      {
        id: 's1',
        name: 'Every hour',
        type: 'n8n-nodes-base.scheduleTrigger',
        typeVersion: 1.2,
        position: [0, 0],
        parameters: { rule: { interval: [{ field: 'hours' }] } },
      },
      { id: 'b2', name: 'Set', type: 'weft.set', typeVersion: 3.4, position: [200, 0], parameters: { mode: 'manual' } },
    ],
    connections: { 'Every hour': { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
  });
}
