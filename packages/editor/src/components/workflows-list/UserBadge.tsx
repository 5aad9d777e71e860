import type { ResourceUser } from '../../api/workflows';
import { userName } from '../../stores/workflows-list/state';
import { initials } from '../layout/UserMenu';

/** A small avatar with a user's name, for "owned by" in lists; "You" for the viewer. */
export function OwnerBadge({ user, currentUserId }: { user: ResourceUser | null; currentUserId?: string }) {
  if (!user) return null;
  const name = user.id === currentUserId ? 'You' : userName(user);
  return (
    <span
      className="owner-badge"
      title={`Owner: ${userName(user)}${user.email ? ` <${user.email}>` : ''}`}
      data-testid="owner-badge"
    >
      <span className="avatar avatar--xs" aria-hidden>
        {initials(userName(user))}
      </span>
      <span className="owner-badge__name">{name}</span>
    </span>
  );
}
