import { useState } from 'react';
import { installPackage } from '../../api/community-packages';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { Button } from '../ui/Button';
import { Field, TextInput } from '../ui/Field';
import { Modal } from '../ui/Modal';

/** The communityPackageInstall modal: a package name (optionally @version) or a tarball path. */
export function InstallModal({ onInstalled }: { onInstalled(): void }) {
  const close = useUiStore((s) => s.closeModal);
  const [name, setName] = useState('');
  const [risk, setRisk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const install = async () => {
    setBusy(true);
    setError(null);
    try {
      const pkg = await installPackage(name.trim());
      toast.success('Package installed', `${pkg.packageName} ${pkg.installedVersion}: ${pkg.installedNodes.map((n) => n.name).join(', ')}`);
      onInstalled();
      setName('');
      setRisk(false);
      close('communityPackageInstall');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      name="communityPackageInstall"
      title="Install a community node package"
      description="Weft installs it from the npm registry (or a local .tgz), checks that it declares its nodes, and loads it without a restart."
      footer={
        <>
          <Button onClick={() => close('communityPackageInstall')}>Cancel</Button>
          <Button variant="primary" loading={busy} disabled={!name.trim() || !risk} onClick={() => void install()} data-testid="install-package">Install</Button>
        </>
      }
    >
      <div className="stack">
        <Field label="npm package name or tarball path" error={error} hint="For example weft-nodes-acme, weft-nodes-acme@1.2.0 or /srv/packages/acme-1.2.0.tgz">
          {(p) => <TextInput {...p} autoFocus value={name} onChange={(e) => setName(e.target.value)} placeholder="weft-nodes-…" data-testid="package-name" />}
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={risk} onChange={(e) => setRisk(e.target.checked)} data-testid="package-risk" />
          I understand that community packages run code on this server with its permissions.
        </label>
      </div>
    </Modal>
  );
}
