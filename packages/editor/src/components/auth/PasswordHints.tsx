import { passwordRules } from '../../stores/users/validation';
import { Icon } from '../ui/Icon';

/** The password rules as a checklist that ticks off while the user types (strength hints). */
export function PasswordHints({ password, id }: { password: string; id?: string }) {
  const rules = passwordRules(password);
  const met = rules.filter((r) => r.met).length;
  const strength = !password ? 0 : met === rules.length ? (password.length >= 12 ? 3 : 2) : 1;
  const labels = ['', 'Weak', 'Good', 'Strong'];
  return (
    <div className="password-hints" id={id} data-testid="password-hints">
      <div className="password-meter" aria-hidden>
        {[1, 2, 3].map((i) => (
          <span
            key={i}
            className={`password-meter__bar${strength >= i ? ` password-meter__bar--on password-meter__bar--${strength}` : ''}`}
          />
        ))}
        <span className="password-meter__label">{labels[strength]}</span>
      </div>
      <ul className="password-rules">
        {rules.map((r) => (
          <li key={r.id} className={r.met ? 'is-met' : undefined}>
            <Icon name={r.met ? 'check' : 'dot'} size={14} />
            <span>{r.label}</span>
            <span className="visually-hidden">{r.met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
