import type { CredentialTypeDescription } from '../../api/credentials';
import { Icon } from '../ui/Icon';

/** A credential type's icon (its `iconUrl` when it has one), else a key. */
export function CredentialTypeIcon({ type, size = 18 }: { type?: CredentialTypeDescription; size?: number }) {
  const url = type?.iconUrl;
  if (url && /^(https:|\/)/.test(url)) return <img src={url} alt="" width={size} height={size} />;
  return <Icon name={type && /oauth/i.test(type.name) ? 'lock' : 'key'} size={size} />;
}
