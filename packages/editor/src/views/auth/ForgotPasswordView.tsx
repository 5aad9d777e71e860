import { Placeholder } from '../Placeholder';

/** Forgot password. */
export default function ForgotPasswordView() {
  return <Placeholder title="Forgot password" />;
}
