import { Placeholder } from '../Placeholder';

/** Change password. */
export default function ChangePasswordView() {
  return <Placeholder title="Change password" />;
}
