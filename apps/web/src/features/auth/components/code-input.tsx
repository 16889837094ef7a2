import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

export interface CodeInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  labelId: string;
  disabled?: boolean;
}

/** The digits with `typed`'s digits written from box `index` on; `position` is the box after the last one written. */
function writeDigits(digits: string[], index: number, typed: string): { next: string[]; position: number } {
  const next = [...digits];
  let position = index;
  for (const digit of typed.replace(/\D/g, '')) {
    if (position >= next.length) break;
    next[position] = digit;
    position += 1;
  }
  return { next, position };
}

/** The digits with box `index` emptied. */
function clearDigit(digits: string[], index: number): string[] {
  return digits.map((digit, position) => (position === index ? '' : digit));
}

/**
 * The verification code as single-digit boxes (spec §5): typing a digit moves to the next box, pasting fills
 * every box from the one pasted into, Backspace in an empty box goes back and clears the previous one.
 */
export function CodeInput({ digits, onChange, labelId, disabled = false }: CodeInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function focusBox(index: number) {
    boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();
  }

  function fillFrom(index: number, typed: string) {
    if (typed.replace(/\D/g, '') === '') return;
    const { next, position } = writeDigits(digits, index, typed);
    onChange(next);
    focusBox(position);
  }

  function onInput(index: number, value: string) {
    if (value === '') {
      onChange(clearDigit(digits, index));
      return;
    }
    // The box may hold its old digit plus the new one: the new one is the last typed.
    fillFrom(index, value.length > 1 ? value.slice(-1) : value);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(clearDigit(digits, index - 1));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  }

  return (
    <div role="group" aria-labelledby={labelId} className={styles.codeBoxes}>
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed set: their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.codeBox}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('login.codeDigit', { index: index + 1, total: digits.length })}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
