import { NavLink } from 'react-router';
import { t } from '../../i18n';
import { useSettingsStore } from '../../stores/settings/store';
import { Icon, type IconName } from '../ui/Icon';
import { UserMenu } from './UserMenu';

function Item({ to, icon, label, testId }: { to: string; icon: IconName; label: string; testId: string }) {
  return (
    <NavLink to={to} className="nav-link" data-testid={testId}>
      <Icon name={icon} size={18} />
      <span>{label}</span>
    </NavLink>
  );
}

/** The main navigation on the left of every signed-in screen. */
export function Sidebar() {
  const templatesEnabled = useSettingsStore((s) => s.settings?.templates?.enabled ?? false);
  return (
    <nav className="sidebar" aria-label="Main">
      <div className="sidebar__brand">
        <img src="/favicon.svg" alt="" />
        <span>Weft</span>
      </div>
      <Item to="/home/workflows" icon="workflow" label={t('nav.workflows')} testId="nav-workflows" />
      <Item to="/home/credentials" icon="key" label={t('nav.credentials')} testId="nav-credentials" />
      <Item to="/executions" icon="executions" label={t('nav.executions')} testId="nav-executions" />
      <Item to="/home/datatables" icon="table" label={t('nav.dataTables')} testId="nav-data-tables" />
      {templatesEnabled && <Item to="/templates" icon="templates" label={t('nav.templates')} testId="nav-templates" />}
      <Item to="/settings" icon="settings" label={t('nav.settings')} testId="nav-settings" />
      <div className="sidebar__footer">
        <UserMenu />
      </div>
    </nav>
  );
}
