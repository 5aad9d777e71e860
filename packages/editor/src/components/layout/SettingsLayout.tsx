import { NavLink, Outlet } from 'react-router';
import { FAKE_DOORS } from '../../app/fake-doors';
import { useSettingsStore } from '../../stores/settings/store';
import { useCurrentUser } from '../../stores/users/store';
import { Icon, type IconName } from '../ui/Icon';

function Item({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <NavLink to={to} className="nav-link" end>
      <Icon name={icon} size={16} />
      <span>{label}</span>
    </NavLink>
  );
}

/** The settings area: its own menu, then the chosen page. */
export function SettingsLayout() {
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const isOwner = user?.role === 'owner';
  return (
    <div className="settings-shell">
      <nav className="settings-nav" aria-label="Settings">
        <div className="settings-nav__title">Settings</div>
        <Item to="/settings/personal" icon="user" label="Personal" />
        {isOwner && <Item to="/settings/users" icon="users" label="Users" />}
        {settings?.publicApi?.enabled !== false && <Item to="/settings/api" icon="api" label="API" />}
        {isOwner && settings?.enterprise?.ldap !== false && (
          <Item to="/settings/ldap" icon="lock" label="LDAP and SAML" />
        )}
        {isOwner && settings?.enterprise?.logStreaming !== false && (
          <Item to="/settings/log-streaming" icon="stream" label="Log streaming" />
        )}
        {isOwner && <Item to="/settings/community-nodes" icon="box" label="Community nodes" />}
        {isOwner && <Item to="/settings/external-secrets" icon="key" label="External secrets" />}
        <Item to="/settings/usage" icon="chart" label="Usage and plan" />
        {FAKE_DOORS.filter((f) => f.uiLocation === 'settings').map((f) => (
          <Item key={f.id} to={`/settings/coming-soon/${f.id}`} icon={f.icon} label={f.name} />
        ))}
      </nav>
      <div className="settings-content">
        <Outlet />
      </div>
    </div>
  );
}
