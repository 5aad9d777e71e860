import { Placeholder } from '../Placeholder';

/** Sign up. */
export default function SignupView() {
  return <Placeholder title="Sign up" />;
}
