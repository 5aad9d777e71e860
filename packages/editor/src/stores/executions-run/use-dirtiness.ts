import { useMemo } from 'react';
import { useWorkflowStore } from '../workflow/store';
import { nodeDirtiness, nodeSignatures, type Dirtiness } from './stale';
import { useRunStore } from './store';

/**
 * Why each node's shown run data is out of date (see `stale.ts`), by node name, recomputed when
 * the workflow or the run data changes. Nodes whose data is still valid are not listed.
 */
export function useNodeDirtiness(): Record<string, Dirtiness> {
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  const connections = useWorkflowStore((s) => s.workflow.connections);
  const pinData = useWorkflowStore((s) => s.workflow.pinData);
  const runData = useRunStore((s) => s.runData);
  const ranWith = useRunStore((s) => s.ranWith);
  return useMemo(
    () => (runData ? nodeDirtiness(runData, ranWith, nodeSignatures({ nodes, connections, pinData })) : {}),
    [runData, ranWith, nodes, connections, pinData],
  );
}
