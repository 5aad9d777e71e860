import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Icon } from '../ui/Icon';

/** A password input with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function PasswordInput({ className, ...rest }, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <div className="password-input">
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={`input${className ? ` ${className}` : ''}`}
          {...rest}
        />
        <button
          type="button"
          className="password-input__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={16} />
        </button>
      </div>
    );
  },
);
