import { useEffect, useState } from 'react';
import { useNdvStore } from '../../stores/ndv/store';
import { toast } from '../../stores/toasts/store';
import { t } from '../../i18n';
import { renameNode } from '../../canvas/actions';
import { NodeIcon } from '../../canvas/NodeIcon';
import { NodeCredentials } from '../parameters/NodeCredentials';
import { NodeParameters } from '../parameters/NodeParameters';
import { NodeSettings } from '../settings/NodeSettings';
import { TestEventButton } from '../webhooks/TestEventButton';
import { useNodeWebhooks } from '../webhooks/use-node-webhooks';
import { WebhookUrls } from '../webhooks/WebhookUrls';
import { useNdvNode } from './use-ndv-node';

/** The node name in the header; click or Enter edits it (renames through the canvas action, undoable). */
function NodeName({ nodeId, name, readOnly }: { nodeId: string; name: string; readOnly: boolean }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  useEffect(() => setValue(name), [name]);
  if (!editing || readOnly) {
    return (
      <button
        type="button"
        className="ndv-name"
        onClick={() => !readOnly && setEditing(true)}
        disabled={readOnly}
        title={readOnly ? name : t('ndv.renameNode')}
        data-testid="ndv-name"
      >
        {name}
      </button>
    );
  }
  const commit = () => {
    const error = renameNode(nodeId, value);
    if (error) {
      toast.error(new Error(error), t('ndv.renameNode.error'));
      return;
    }
    setEditing(false);
  };
  return (
    <input
      className="input ndv-name-input"
      value={value}
      autoFocus
      aria-label={t('ndv.nodeName')}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          e.stopPropagation();
          setValue(name);
          setEditing(false);
        }
      }}
      data-testid="ndv-name-input"
    />
  );
}

/**
 * The middle panel: node icon and name (rename), 'Execute step' ('Listen for test event' for a
 * webhook trigger), and the Parameters and Settings tabs. The Parameters tab starts with the
 * node's webhook URLs when its type has webhooks, then ndv-params' NodeCredentials and NodeParameters.
 * Props: `nodeId`, `readOnly`.
 */
export function MainPanel({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const { node, desc } = useNdvNode(nodeId);
  const tab = useNdvStore((s) => s.mainTab);
  const webhooks = useNodeWebhooks(nodeId, node, desc);
  if (!node) return null;
  return (
    <section className="ndv-main" aria-label={t('nodeSettings.parameters')} data-testid="ndv-main">
      <header className="ndv-main__head">
        <NodeIcon desc={desc} type={node.type} size={28} />
        <div className="ndv-main__titles">
          <NodeName nodeId={nodeId} name={node.name} readOnly={readOnly} />
          <div className="ndv-main__type">
            {desc?.displayName ?? node.type}
            {desc ? ` · v${node.typeVersion}` : ''}
          </div>
        </div>
        {!readOnly && (
          <TestEventButton
            nodeName={node.name}
            desc={desc}
            size="sm"
            data-testid="ndv-execute-step"
            title={t('ndv.execute.tooltip')}
          />
        )}
      </header>
      <div className="ndv-tabs" role="tablist" aria-label={t('ndv.tabs')}>
        {(['parameters', 'settings'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`ndv-tabs__tab${tab === id ? ' is-active' : ''}`}
            onClick={() => useNdvStore.getState().setMainTab(id)}
            data-testid={`ndv-tab-${id}`}
          >
            {id === 'parameters' ? t('nodeSettings.parameters') : t('nodeSettings.settings')}
          </button>
        ))}
        {desc?.documentationUrl && (
          <a className="ndv-tabs__docs" href={String(desc.documentationUrl)} target="_blank" rel="noreferrer noopener">
            {t('nodeSettings.docs')}
          </a>
        )}
      </div>
      <div className="ndv-main__body">
        {tab === 'parameters' ? (
          <>
            <WebhookUrls views={webhooks} />
            {desc?.description && <p className="ndv-main__desc">{desc.description}</p>}
            <NodeCredentials nodeId={nodeId} readOnly={readOnly} />
            <NodeParameters nodeId={nodeId} readOnly={readOnly} />
          </>
        ) : (
          <NodeSettings nodeId={nodeId} readOnly={readOnly} />
        )}
      </div>
    </section>
  );
}
