import { Placeholder } from '../Placeholder';

/** Sign in. */
export default function SigninView() {
  return <Placeholder title="Sign in" />;
}
