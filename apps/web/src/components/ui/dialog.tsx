import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import styles from './dialog.module.css';

/** The class of the row of buttons at the foot of a dialog. */
export const dialogActionsClass = styles.actions;

export interface DialogProps {
  title: string;
  /** Another look for the dialog (a side panel, a sheet), beside its own. */
  className?: string;
  /** Escape, or a button of the dialog: the parent then stops rendering it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` (focus trap, Escape, inert page, top layer come from the browser).
 * Render it only while it is open: mounting opens it, unmounting closes it and gives focus back to what had it.
 */
export function Dialog({ title, className, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, []);

  // Escape: React decides when the dialog goes, so the browser must not close it on its own.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  return (
    <dialog ref={ref} className={className ? `${styles.dialog} ${className}` : styles.dialog} aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
