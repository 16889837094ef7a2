import { useEffect, useState } from 'react';
import styles from './auth.module.css';

/** Spec §9: 50 ms per character, then a 3000 ms pause before the next question. */
export const TYPING_CHAR_MS = 50;
export const TYPING_PAUSE_MS = 3000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Types sample legal questions one character at a time, cycling. With reduced motion it shows the first
 * question whole. Decorative: screen readers get the questions once, as plain text.
 */
export function TypingTagline({ questions }: { questions: readonly string[] }) {
  const [isStatic] = useState(prefersReducedMotion);
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const question = questions[index % questions.length] ?? '';

  useEffect(() => {
    if (isStatic || questions.length === 0) return;
    const timer =
      length < question.length
        ? setTimeout(() => setLength(length + 1), TYPING_CHAR_MS)
        : setTimeout(() => {
            setIndex((current) => (current + 1) % questions.length);
            setLength(0);
          }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [isStatic, length, question, questions.length]);

  return (
    <div className={styles.tagline}>
      <p aria-hidden="true" data-testid="typing-tagline">
        {isStatic ? question : question.slice(0, length)}
        <span className={styles.cursor} />
      </p>
      <ul className="visually-hidden">
        {questions.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
