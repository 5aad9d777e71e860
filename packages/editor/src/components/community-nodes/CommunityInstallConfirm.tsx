import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { installPackage, packageDocsUrl, type CommunityPackage, type FoundPackage } from '../../api/community-packages';
import { t } from '../../i18n';
import { Button } from '../ui/Button';
import './community-search.css';

/**
 * Asks the owner to confirm installing a package found on the npm registry, with the warning that
 * its code runs on the server, and installs it through `POST /rest/community-packages`. Not bound
 * to the modal stack: it opens over whatever panel found the package (the node creator).
 */
export function CommunityInstallConfirm({
  pkg,
  onCancel,
  onInstalled,
}: {
  pkg: FoundPackage | null;
  onCancel(): void;
  onInstalled(installed: CommunityPackage): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const install = async () => {
    if (!pkg) return;
    setBusy(true);
    setError(null);
    try {
      onInstalled(await installPackage(pkg.name));
    } catch (e) {
      setError((e as Error)?.message ?? String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={pkg !== null}
      onOpenChange={(next) => {
        if (!next && !busy) {
          setError(null);
          onCancel();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal modal--sm" data-testid="community-install-confirm">
          <div className="modal__header">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Dialog.Title className="modal__title community-confirm__title">
                {t('communitySearch.confirm.title', { name: pkg?.name ?? '' })}
              </Dialog.Title>
              <Dialog.Description className="modal__description">
                {pkg
                  ? [`v${pkg.version}`, pkg.author ? t('communitySearch.by', { author: pkg.author }) : '']
                      .filter(Boolean)
                      .join(' · ')
                  : ''}
              </Dialog.Description>
            </div>
          </div>
          <div className="modal__body stack">
            {pkg?.description ? <p className="community-confirm__description">{pkg.description}</p> : null}
            <div className="callout callout--warning" role="note" data-testid="community-install-warning">
              <span>{t('communitySearch.confirm.warning')}</span>
            </div>
            {pkg ? (
              <a
                className="community-confirm__link"
                href={pkg.links.npm ?? packageDocsUrl(pkg.name)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('communitySearch.confirm.npmLink')}
              </a>
            ) : null}
            {error ? (
              <div className="callout callout--danger" role="alert" data-testid="community-install-error">
                {error}
              </div>
            ) : null}
          </div>
          <div className="modal__footer">
            <Button disabled={busy} onClick={onCancel}>
              {t('communitySearch.confirm.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void install()}
              data-testid="community-install-confirm-button"
            >
              {busy ? t('communitySearch.confirm.installing') : t('communitySearch.confirm.install')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
