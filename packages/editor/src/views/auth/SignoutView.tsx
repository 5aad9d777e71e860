import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/ui/States';
import { toast } from '../../stores/toasts/store';
import { useUsersStore } from '../../stores/users/store';

/** Signs out and goes to the sign-in page. */
export default function SignoutView() {
  const navigate = useNavigate();
  const logout = useUsersStore((s) => s.logout);
  useEffect(() => {
    logout()
      .catch((error: unknown) => toast.error(error, 'Could not sign out'))
      .finally(() => navigate('/signin', { replace: true }));
  }, [logout, navigate]);
  return <Loading label="Signing out…" />;
}
