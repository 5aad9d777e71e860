import { Placeholder } from '../Placeholder';

/** Credentials. */
export default function CredentialsView() {
  return <Placeholder title="Credentials" />;
}
