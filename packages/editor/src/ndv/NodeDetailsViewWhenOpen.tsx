import { lazy, Suspense, useEffect, useState } from 'react';
import { useNdvStore } from '../stores/ndv/store';
import type { NodeDetailsViewProps } from './NodeDetailsView';

const loadCode = () => import('./NodeDetailsView');
const NodeDetailsView = lazy(loadCode);

/**
 * The node details view, whose code (a third of the editor's: parameter editors, code editors,
 * data tables) loads while the canvas is idle after its first render, or when a node is first
 * opened, so opening a large workflow waits for none of it. Once open, it stays mounted.
 */
export function NodeDetailsViewWhenOpen(props: NodeDetailsViewProps) {
  const open = useNdvStore((s) => s.activeNodeId !== null);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadCode().catch(() => undefined)); // met again when a node opens
    return () => cancel(id);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NodeDetailsView {...props} />
    </Suspense>
  );
}
