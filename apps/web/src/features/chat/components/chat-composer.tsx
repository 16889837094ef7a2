import { MESSAGE_MAX_LENGTH } from '@mike/contracts';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { countMessageCharacters } from '../utils/messages.ts';
import styles from './chat.module.css';

/** Spanish thousands separator, also for 4-digit numbers ('4.000'). */
const formatCount = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The character count shows from here on, before the 4,000-character limit is reached. */
export const COUNTER_THRESHOLD = MESSAGE_MAX_LENGTH - 500;

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (message: string) => void;
  placeholder: string;
  submitLabel: string;
  /** 'large': the new-chat screen's text area; 'compact': the input under a conversation. */
  size: 'large' | 'compact';
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line. The button stays disabled while the text is empty or
 * only spaces (spec §5) and above MESSAGE_MAX_LENGTH characters, counted as the server counts them.
 */
export function ChatComposer({ value, onChange, onSubmit, placeholder, submitLabel, size, disabled = false, autoFocus = false }: ChatComposerProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wasDisabled = useRef(disabled);
  const count = countMessageCharacters(value);
  const isTooLong = count > MESSAGE_MAX_LENGTH;
  const canSubmit = !disabled && count > 0 && !isTooLong;

  // The box is disabled while a reply is awaited; give the focus back when it returns, unless it moved on.
  useEffect(() => {
    if (wasDisabled.current && !disabled && document.activeElement === document.body) textareaRef.current?.focus();
    wasDisabled.current = disabled;
  }, [disabled]);

  const submit = () => {
    if (canSubmit) onSubmit(value.trim());
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className={size === 'large' ? styles.composerLarge : styles.composer} onSubmit={onFormSubmit}>
      <textarea
        ref={textareaRef}
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-describedby={count >= COUNTER_THRESHOLD ? counterId : undefined}
        aria-invalid={isTooLong || undefined}
        rows={size === 'large' ? 6 : 2}
        disabled={disabled}
        // The new-chat screen exists to type a question.
        autoFocus={autoFocus}
      />
      <div className={styles.composerFooter}>
        {count >= COUNTER_THRESHOLD ? (
          <span id={counterId} className={isTooLong ? styles.counterError : styles.counter} aria-live="polite">
            {isTooLong
              ? t('chat.tooLong', { max: formatCount(MESSAGE_MAX_LENGTH) })
              : t('chat.characterCount', { current: formatCount(count), max: formatCount(MESSAGE_MAX_LENGTH) })}
          </span>
        ) : null}
        <Button type="submit" disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
