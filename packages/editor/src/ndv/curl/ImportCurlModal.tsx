/**
 * The Import cURL modal: shown for the HTTP Request node at typeVersion 3 or
 * higher. It posts the command to /rest/curl-to-json and replaces the node's parameters with the
 * answer (method, URL, query, headers, body, options), other parameters taking their defaults.
 *
 * Props: `nodeId`. Opened with `openModal('importCurl', { nodeId })` (the parameter list's
 * "Import cURL" button); must be rendered inside NodeParameters.
 */
import { useState } from 'react';
import { withDefaults } from '@weft/workflow';
import { Modal } from '../../components/ui/Modal';
import { Button } from '../../components/ui/Button';
import { useUiStore } from '../../stores/ui/store';
import { toast } from '../../stores/toasts/store';
import { curlToJson } from '../../api/ndv-parameters';
import { t } from '../../i18n';
import { useParams } from '../parameters/context';

/** Props of {@link ImportCurlModal}. */
export interface ImportCurlModalProps {
  nodeId: string;
}

/** Whether the text looks like a cURL command worth sending. */
export function isCurlCommand(text: string): boolean {
  return /^\s*curl(\s|$)/.test(text);
}

/** The modal that fills the HTTP Request node from a cURL command. */
export function ImportCurlModal({ nodeId }: ImportCurlModalProps) {
  const { nodeType, node, setValues } = useParams();
  const close = useUiStore((s) => s.closeModal);
  const data = useUiStore((s) => s.modalStack.find((m) => m.key === 'importCurl')?.data);
  const [command, setCommand] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (data && data.nodeId !== undefined && data.nodeId !== nodeId) return null;

  const submit = async () => {
    setError(null);
    if (!isCurlCommand(command)) {
      setError(t('curlImport.error.notCurl'));
      return;
    }
    setBusy(true);
    try {
      const params = await curlToJson(command);
      setValues(withDefaults(nodeType.properties, params as never, node.typeVersion));
      close('importCurl');
      setCommand('');
      toast.success(t('curlImport.success.title'), t('curlImport.success.message'));
    } catch (e) {
      setError((e as Error).message || t('curlImport.error.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      name="importCurl"
      title={t('curlImport.title')}
      size="lg"
      onClose={() => setError(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => close('importCurl')}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            {t('curlImport.button')}
          </Button>
        </>
      }
    >
      <label className="ndvp-curl__label" htmlFor="ndvp-curl-command">
        {t('curlImport.input.label')}
      </label>
      <textarea
        id="ndvp-curl-command"
        className="textarea ndvp-mono"
        rows={8}
        placeholder={
          'curl -X POST https://api.example.com/items \\\n  -H "Content-Type: application/json" \\\n  -d \'{"name": "value"}\''
        }
        value={command}
        spellCheck={false}
        autoFocus
        onChange={(e) => setCommand(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
        }}
      />
      {error && (
        <div className="field__error" role="alert">
          {error}
        </div>
      )}
      <p className="ndvp-hint ndvp-curl__hint">{t('curlImport.hint')}</p>
    </Modal>
  );
}
