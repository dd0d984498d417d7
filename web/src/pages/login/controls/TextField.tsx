import { useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';
import styles from './controls.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  prefix: IconName;
  /** The field's problem, shown under it (and announced) while it is there. */
  error?: string;
  /** A password field: the text hidden, with a button to show it. */
  secret?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A large text field with a prefix icon and its validation message underneath, like an antd
 * Form.Item around an Input. The placeholder doubles as the label (as on today's page), so it is
 * also the field's accessible name.
 */
export function TextField({ value, onChange, prefix, error, secret, placeholder, ref, ...input }: Props) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const errorId = useId();
  const own = useRef<HTMLInputElement | null>(null);
  // Hydrated from the prerendered page (main.tsx), the field may already hold what the user typed
  // (or the browser filled in) before React arrived: that is the value from now on.
  const shown = useRef({ value, onChange });
  useLayoutEffect(() => {
    const typed = own.current?.value;
    if (typed !== undefined && typed !== shown.current.value) shown.current.onChange(typed);
  }, []);
  return (
    <div className={error ? `${styles.item} ${styles.itemInvalid}` : styles.item}>
      <span className={error ? `${styles.affix} ${styles.affixInvalid}` : styles.affix}>
        <span className={styles.prefix}>
          <Icon name={prefix} />
        </span>
        <input
          {...input}
          ref={(el) => {
            own.current = el;
            if (typeof ref === 'function') return ref(el);
            if (ref) ref.current = el;
          }}
          className={styles.input}
          type={secret && !revealed ? 'password' : input.type}
          value={value}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {secret && (
          <span className={styles.suffix}>
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={revealed}
              aria-label={t(revealed ? 'login.hidePassword' : 'login.showPassword')}
              onClick={() => setRevealed((r) => !r)}
            >
              <Icon name={revealed ? 'eye' : 'eyeInvisible'} />
            </button>
          </span>
        )}
      </span>
      {error && (
        <div id={errorId} className={styles.explain} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
