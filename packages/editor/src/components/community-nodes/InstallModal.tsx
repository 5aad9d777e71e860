import { useState } from 'react';
import { installPackage } from '../../api/community-packages';
import { t } from '../../i18n';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { Button } from '../ui/Button';
import { Field, TextInput } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { useCommunitySearch } from './use-community-search';
import './community-search.css';

/**
 * The communityPackageInstall modal: a package name (optionally @version) or a tarball path, and
 * a search of the npm registry for community node packages that fills the name in.
 */
export function InstallModal({ onInstalled }: { onInstalled(): void }) {
  const close = useUiStore((s) => s.closeModal);
  const [name, setName] = useState('');
  const [risk, setRisk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const found = useCommunitySearch(query, true, 5);
  const install = async () => {
    setBusy(true);
    setError(null);
    try {
      const pkg = await installPackage(name.trim());
      toast.success(
        'Package installed',
        `${pkg.packageName} ${pkg.installedVersion}: ${pkg.installedNodes.map((n) => n.name).join(', ')}`,
      );
      onInstalled();
      setName('');
      setQuery('');
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
          <Button
            variant="primary"
            loading={busy}
            disabled={!name.trim() || !risk}
            onClick={() => void install()}
            data-testid="install-package"
          >
            Install
          </Button>
        </>
      }
    >
      <div className="stack">
        <Field label={t('communitySearch.modal.label')} hint={t('communitySearch.modal.hint')}>
          {(p) => (
            <TextInput
              {...p}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('communitySearch.modal.placeholder')}
              data-testid="package-search"
            />
          )}
        </Field>
        {found.status === 'loading' ? (
          <p className="muted install-search__note">
            <span className="spinner" aria-hidden /> {t('communitySearch.searching')}
          </p>
        ) : null}
        {found.status === 'error' ? (
          <p className="install-search__note install-search__note--error" role="alert">
            {found.message}
          </p>
        ) : null}
        {found.status === 'done' && found.packages.length === 0 ? (
          <p className="muted install-search__note">{t('communitySearch.none', { q: query.trim() })}</p>
        ) : null}
        {found.status === 'done' && found.packages.length > 0 ? (
          <ul className="install-search__results" aria-label={t('communitySearch.modal.results')}>
            {found.packages.map((pkg) => (
              <li key={pkg.name}>
                <button
                  type="button"
                  className={`install-search__result${name.trim() === pkg.name ? ' install-search__result--chosen' : ''}`}
                  disabled={pkg.installed}
                  onClick={() => setName(pkg.name)}
                  data-testid="package-search-result"
                >
                  <span className="install-search__name">{pkg.name}</span>
                  <span className="install-search__meta">
                    {pkg.installed ? t('communitySearch.installed') : `v${pkg.version}`}
                  </span>
                  {pkg.description ? <span className="install-search__description">{pkg.description}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Field
          label="npm package name or tarball path"
          error={error}
          hint="For example weft-nodes-acme, weft-nodes-acme@1.2.0 or /srv/packages/acme-1.2.0.tgz"
        >
          {(p) => (
            <TextInput
              {...p}
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="weft-nodes-…"
              data-testid="package-name"
            />
          )}
        </Field>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={risk}
            onChange={(e) => setRisk(e.target.checked)}
            data-testid="package-risk"
          />
          I understand that community packages run code on this server with its permissions.
        </label>
      </div>
    </Modal>
  );
}
