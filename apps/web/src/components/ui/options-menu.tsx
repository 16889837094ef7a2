import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './options-menu.module.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** A destructive action reads in red. */
  isDanger?: boolean;
}

export interface OptionsMenuProps {
  /** The button's accessible name (e.g. 'Opciones'). */
  label: string;
  actions: MenuAction[];
  /** Id of the text that says what the menu acts on (e.g. the row's name). */
  describedBy?: string;
}

/** The item a navigation key moves focus to, by index among `count` items (wrapping); undefined for other keys. */
function navigationTarget(key: string, index: number, count: number): number | undefined {
  const target = ({ ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 } as Record<string, number>)[key];
  return target === undefined ? undefined : (target + count) % count;
}

const dotsIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="2" fill="currentColor" />
    <circle cx="12" cy="12" r="2" fill="currentColor" />
    <circle cx="12" cy="19" r="2" fill="currentColor" />
  </svg>
);

/**
 * A '⋮' button that opens a menu of actions (WAI-ARIA menu button): arrows move between items, Escape and a
 * click outside close it, focus returns to the button.
 */
export function OptionsMenu({ label, actions, describedBy }: OptionsMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const target = navigationTarget(event.key, items.indexOf(document.activeElement as HTMLButtonElement), items.length);
    if (target === undefined) return;
    event.preventDefault();
    items[target]?.focus();
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        {dotsIcon}
      </button>
      {isOpen ? (
        <ul id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {actions.map((action, index) => (
            <MenuItem key={action.label} action={action} itemRef={(element) => (itemRefs.current[index] = element)} onSelected={close} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One action of the menu; choosing it closes the menu first. */
function MenuItem({ action, itemRef, onSelected }: { action: MenuAction; itemRef: (element: HTMLButtonElement | null) => void; onSelected: () => void }) {
  return (
    <li role="none">
      <button
        ref={(element) => {
          itemRef(element);
        }}
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={action.isDanger ? `${styles.item} ${styles.danger}` : styles.item}
        onClick={() => {
          onSelected();
          action.onSelect();
        }}
      >
        {action.label}
      </button>
    </li>
  );
}
