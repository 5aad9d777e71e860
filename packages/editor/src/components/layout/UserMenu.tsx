import * as Menu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { useUiStore } from '../../stores/ui/store';
import { useCurrentUser } from '../../stores/users/store';
import { INSTANCE_RULES, isAllowed, permissionUser } from '../../utils/permissions';
import { Icon } from '../ui/Icon';

/** Initials for an avatar. */
export function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/** The signed-in user at the foot of the sidebar, with theme and sign-out. */
export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  if (!user || !isAllowed(permissionUser(user), INSTANCE_RULES.sidebarUserInfo)) return null;
  const name = user.fullName ?? user.email ?? 'User';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <button className="user-chip" aria-label="User menu" data-testid="user-menu">
          <span className="avatar" aria-hidden>
            {initials(name)}
          </span>
          <span className="user-chip__text">
            <div className="user-chip__name">{name}</div>
            {user.email && <div className="user-chip__email">{user.email}</div>}
          </span>
          <Icon name="chevronDown" size={14} />
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" side="top" align="start" sideOffset={6}>
          <Menu.Item className="menu__item" onSelect={() => void navigate('/settings/personal')}>
            <Icon name="user" /> {t('nav.personal')}
          </Menu.Item>
          <Menu.Separator className="menu__separator" />
          {(['light', 'dark', 'system'] as const).map((mode) => (
            <Menu.Item key={mode} className="menu__item" onSelect={() => setTheme(mode)} data-testid={`theme-${mode}`}>
              <Icon name={mode === 'dark' ? 'moon' : mode === 'light' ? 'sun' : 'settings'} /> {t(`nav.theme.${mode}`)}
              {theme === mode && <Icon name="check" style={{ marginLeft: 'auto' }} />}
            </Menu.Item>
          ))}
          <Menu.Separator className="menu__separator" />
          <Menu.Item className="menu__item" onSelect={() => void navigate('/signout')} data-testid="signout">
            <Icon name="logout" /> {t('nav.signout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
