import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRunStore } from '../../stores/executions-run/store';
import { nodeItems } from '../../stores/ndv/state';
import { useNdvStore } from '../../stores/ndv/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { runWorkflowNow } from '../../canvas/RunBar';
import { RunDataView } from '../run-data/RunDataView';
import { RunSelector } from './RunSelector';
import { pairedHighlight } from '../run-data/paired-items';
import { ListeningState } from '../webhooks/ListeningState';
import { hasTriggerWebhooks } from '../webhooks/node-webhooks';
import { TestEventButton } from '../webhooks/TestEventButton';
import { useNodeWebhooks } from '../webhooks/use-node-webhooks';
import { useInputSources, useNdvNode } from './use-ndv-node';

/**
 * The input panel (left): choose the node whose output feeds the active node (parents first,
 * then further ancestors) and its run; shows that data in table, JSON, schema or binary with
 * drag sources for mapping. Without data it offers to run the previous nodes.
 * Props: `nodeId` (the active node), `readOnly`, `isTrigger` (a trigger has no input: see
 * {@link TriggerInput}).
 */
export function InputPanel({ nodeId, readOnly, isTrigger }: { nodeId: string; readOnly: boolean; isTrigger: boolean }) {
  const { ancestors, parents, outputOf } = useInputSources(nodeId);
  const [countSlot, setCountSlot] = useState<HTMLElement | null>(null);
  const chosen = useNdvStore((s) => s.inputNodeName);
  const runIndex = useNdvStore((s) => s.inputRunIndex);
  const mode = useNdvStore((s) => s.inputMode);
  const search = useNdvStore((s) => s.inputSearch);
  const runData = useRunStore((s) => s.runData);
  const running = useRunStore((s) => s.running);
  const pinData = useWorkflowStore((s) => s.workflow.pinData);
  const source = chosen && ancestors.includes(chosen) ? chosen : (parents[0] ?? ancestors[0] ?? null);
  const runs = source ? (runData?.[source]?.length ?? 0) : 0;
  const shownRun = Math.min(runIndex, Math.max(0, runs - 1));
  const shownOutput = source ? (outputOf[source] ?? 0) : 0;
  const items = source
    ? nodeItems({
        runData,
        pinData,
        nodeName: source,
        runIndex: shownRun,
        output: shownOutput,
        preferPinned: !runData?.[source],
      })
    : null;
  const store = useNdvStore.getState();
  const hasData = !isTrigger && !!items?.length;
  useEffect(() => useNdvStore.getState().setInputHasData(hasData), [hasData]);
  // Hovering an input item drives the expressions' 'Result for item N'; hovering an output item
  // marks the input item(s) it was made from.
  const hoveredOutput = useNdvStore((s) => s.hoveringOutputItem);
  const highlighted = useMemo(
    () =>
      pairedHighlight(
        runData,
        'input',
        source ? { nodeName: source, runIndex: shownRun, outputIndex: shownOutput } : null,
        hoveredOutput,
      ),
    [runData, source, shownRun, shownOutput, hoveredOutput],
  );
  const onHoverItem = useCallback(
    (itemIndex: number | null) =>
      useNdvStore
        .getState()
        .setHoveringItem(
          'input',
          itemIndex === null || !source
            ? null
            : { nodeName: source, runIndex: shownRun, outputIndex: shownOutput, itemIndex },
        ),
    [source, shownRun, shownOutput],
  );

  if (isTrigger) return <TriggerInput nodeId={nodeId} readOnly={readOnly} />;

  const toolbar = (
    <div className="ndv-panel__head">
      <h3 className="ndv-panel__title">{t('ndv.input')}</h3>
      {ancestors.length > 0 && (
        <select
          className="select select--sm ndv-node-select"
          value={source ?? ''}
          onChange={(e) => store.setInputNode(e.target.value)}
          aria-label={t('ndv.input.node')}
          data-testid="ndv-input-node"
        >
          {ancestors.map((a) => (
            <option key={a} value={a}>
              {parents.includes(a) ? a : t('ndv.input.earlierNode', { name: a })}
            </option>
          ))}
        </select>
      )}
      <RunSelector panel="input" runs={runs} value={runIndex} onChange={(i) => store.setRunIndex('input', i)} />
      <span className="ndv-panel__count" ref={setCountSlot} />
    </div>
  );

  const empty = !source ? (
    <div className="ndv-data__empty ndv-data__empty--tall" data-testid="ndv-input-unconnected">
      <Icon name="link" size={20} />
      <strong>{t('ndv.input.notConnected.title')}</strong>
      <span>{t('ndv.input.notConnected.message')}</span>
    </div>
  ) : (
    <div className="ndv-data__empty ndv-data__empty--tall" data-testid="ndv-input-empty">
      <Icon name="play" size={20} />
      <strong>{t('ndv.input.noData.title')}</strong>
      <span>{t('ndv.input.noData.message')}</span>
      {!readOnly && (
        <Button
          variant="secondary"
          icon="play"
          loading={running}
          onClick={() => runWorkflowNow(source)}
          data-testid="ndv-run-previous"
        >
          {t('ndv.input.executePrevious')}
        </Button>
      )}
    </div>
  );

  return (
    <section className="ndv-panel ndv-panel--input" aria-label={t('ndv.input')} data-testid="ndv-input">
      <RunDataView
        panel="input"
        items={items}
        mode={mode}
        onModeChange={(m) => store.setMode('input', m)}
        search={search}
        onSearch={(text) => store.setSearch('input', text)}
        dragNode={source && !readOnly ? { nodeName: source, isParentNode: parents.includes(source) } : null}
        toolbar={toolbar}
        banner={
          source && pinData[source] && !runData?.[source] ? (
            <div className="ndv-banner ndv-banner--pinned">
              <Icon name="pin" size={12} /> {t('ndv.input.pinnedDataOf', { name: source })}
            </div>
          ) : undefined
        }
        empty={empty}
        countSlot={countSlot}
        hover={{ onHoverItem, highlighted }}
      />
    </section>
  );
}

/**
 * The input panel of a trigger. A webhook trigger offers 'Listen for test event' and, while the
 * workflow waits for the call, shows the test URL and 'Stop listening'; other triggers say that
 * they start the workflow and offer 'Execute step' ('Fetch test event' when polling).
 */
function TriggerInput({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const { node, desc } = useNdvNode(nodeId);
  const webhooks = useNodeWebhooks(nodeId, node, desc);
  const waiting = useRunStore((s) => s.waitingForWebhook);
  const received = useRunStore((s) => (node ? !!s.runData?.[node.name]?.length : false));
  const webhook = hasTriggerWebhooks(desc);
  let body: ReactNode;
  if (webhook && waiting) body = <ListeningState views={webhooks} readOnly={readOnly} />;
  else if (webhook) {
    body = (
      <div className="ndv-data__empty ndv-data__empty--tall" data-testid="ndv-input-trigger">
        <Icon name="link" size={20} />
        <strong>{received ? t('ndv.trigger.received.title') : t('ndv.trigger.listen.title')}</strong>
        <span>{received ? t('ndv.trigger.received.message') : t('ndv.trigger.listen.message')}</span>
        {!readOnly && node && <TestEventButton nodeName={node.name} desc={desc} data-testid="ndv-listen" />}
      </div>
    );
  } else {
    body = (
      <div className="ndv-data__empty ndv-data__empty--tall" data-testid="ndv-input-trigger">
        <Icon name="play" size={20} />
        <strong>{t('ndv.trigger.title')}</strong>
        <span>{t('ndv.trigger.message')}</span>
        {!readOnly && node && (
          <TestEventButton nodeName={node.name} desc={desc} variant="secondary" data-testid="ndv-trigger-run" />
        )}
      </div>
    );
  }
  return (
    <section className="ndv-panel ndv-panel--input" aria-label={t('ndv.input')} data-testid="ndv-input">
      <header className="ndv-panel__head">
        <h3 className="ndv-panel__title">{t('ndv.input')}</h3>
      </header>
      {body}
    </section>
  );
}
