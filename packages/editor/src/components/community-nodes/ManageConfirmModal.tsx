import { useState } from 'react';
import { packageDocsUrl, uninstallPackage, updatePackage } from '../../api/community-packages';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

type Mode = 'uninstall' | 'update' | 'view-documentation';

/** The communityPackageManageConfirm modal: uninstall, update or view documentation of one package. */
export function ManageConfirmModal({ onDone }: { onDone(): void }) {
  const data = useUiStore((s) => s.modalStack.find((m) => m.key === 'communityPackageManageConfirm')?.data) as
    { mode: Mode; activePackageName: string } | undefined;
  const close = useUiStore((s) => s.closeModal);
  const [busy, setBusy] = useState(false);
  const mode = data?.mode ?? 'uninstall';
  const name = data?.activePackageName ?? '';
  const confirm = async () => {
    if (mode === 'view-documentation') {
      window.open(packageDocsUrl(name), '_blank', 'noopener');
      close('communityPackageManageConfirm');
      return;
    }
    setBusy(true);
    try {
      if (mode === 'uninstall') {
        await uninstallPackage(name);
        toast.success('Package uninstalled', `${name} and its nodes were removed.`);
      } else {
        const pkg = await updatePackage(name);
        toast.success('Package updated', `${name} is now ${pkg.installedVersion}.`);
      }
      onDone();
      close('communityPackageManageConfirm');
    } catch (e) {
      toast.error(e, mode === 'uninstall' ? 'Could not uninstall the package' : 'Could not update the package');
    } finally {
      setBusy(false);
    }
  };
  const text = {
    uninstall: {
      title: `Uninstall ${name}?`,
      body: 'Workflows that use its nodes will show them as unknown until it is installed again.',
      action: 'Uninstall',
    },
    update: {
      title: `Update ${name}?`,
      body: 'Weft installs the latest version and reloads its nodes. Workflows keep their parameters.',
      action: 'Update',
    },
    'view-documentation': {
      title: `Documentation of ${name}`,
      body: 'The package page on the npm registry opens in a new tab.',
      action: 'Open',
    },
  }[mode];
  return (
    <Modal
      name="communityPackageManageConfirm"
      size="sm"
      title={text.title}
      footer={
        <>
          <Button onClick={() => close('communityPackageManageConfirm')}>Cancel</Button>
          <Button
            variant={mode === 'uninstall' ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
            data-testid="confirm-manage"
          >
            {text.action}
          </Button>
        </>
      }
    >
      <p className="muted">{text.body}</p>
    </Modal>
  );
}
