// The ARIA menu-button pattern (WAI-ARIA APG "Menu Button"): a button with aria-haspopup and
// aria-expanded that opens a role="menu" of links and actions. Enter, Space and ArrowDown open
// it on the first item, ArrowUp on the last; arrows move (wrapping), Home/End jump, a letter
// moves to the next item starting with it; Escape closes and returns focus to the button; Tab
// closes and lets focus move on. It also closes on a click outside and on navigation.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { LocalLink } from '../../components/LocalLink.tsx';
import styles from './MenuButton.module.css';

export type MenuEntry =
  | { kind: 'link'; key: string; to: string; label: string; current?: boolean }
  | { kind: 'action'; key: string; label: string; onSelect: () => void };

export interface MenuGroup {
  key: string;
  /** The group's visible heading and accessible name (none: an unlabelled group). */
  label?: string;
  entries: readonly MenuEntry[];
}

export function MenuButton({
  label,
  buttonContent,
  buttonClassName,
  header,
  groups,
  testId,
}: {
  /** The button's accessible name (none: its content names it). */
  label?: string;
  buttonContent: ReactNode;
  buttonClassName?: string;
  /** Non-interactive content above the items (e.g. the balance). */
  header?: ReactNode;
  groups: readonly MenuGroup[];
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  // Which item gets focus once the menu renders: first, last or none (a pointer open).
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const location = useLocation();
  const keyOpened = useRef(false);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setInitialFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openMenu = (focus: 'first' | 'last' | null) => {
    setOpen(true);
    setInitialFocus(focus);
  };

  useEffect(() => {
    if (!open || initialFocus === null) return;
    const all = items();
    (initialFocus === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open, initialFocus]);

  // A navigation (an item's link, the browser's back button) closes the menu.
  const path = location.pathname + location.search;
  const openedAt = useRef(path);
  useEffect(() => {
    if (open && openedAt.current !== path) close(false);
    openedAt.current = path;
  }, [path, open, close]);

  // A press outside the menu and its button closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
        keyOpened.current = true;
        // Keyboard toggles too: a second Enter on the button closes the menu.
        event.preventDefault();
        if (open) close(true);
        else openMenu('first');
        setTimeout(() => (keyOpened.current = false), 0);
        break;
      case 'ArrowDown':
        event.preventDefault();
        openMenu('first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        openMenu('last');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close(true);
        }
        break;
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates a link item too (links answer only Enter natively).
        if (document.activeElement?.tagName === 'A') {
          event.preventDefault();
          (document.activeElement as HTMLElement).click();
        }
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLocaleLowerCase();
          for (let step = 1; step <= all.length; step++) {
            const candidate = all[(index + step) % all.length];
            if (candidate?.textContent?.trim().toLocaleLowerCase().startsWith(letter)) {
              candidate.focus();
              break;
            }
          }
        }
    }
  };

  return (
    <div className={styles.wrapper} ref={wrapperRef} data-testid={testId}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName ?? styles.button}
        {...(label ? { 'aria-label': label } : {})}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          // Enter and Space were handled on keydown: the click they synthesise is ignored.
          if (keyOpened.current) {
            keyOpened.current = false;
            return;
          }
          if (open) close(false);
          // A click without a pointer (a screen reader's) focuses the first item like a key.
          else openMenu(event.detail === 0 ? 'first' : null);
        }}
        onKeyDown={onButtonKeyDown}
        onKeyUp={(event) => {
          if (event.key === ' ') event.preventDefault();
        }}
      >
        {buttonContent}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {open && (
          <>
            {header && <div className={styles.header}>{header}</div>}
            {groups.map((group) => (
              <MenuGroupView
                key={group.key}
                group={group}
                onAction={() => close(true)}
                onLink={() => close(false)}
              />
            ))}
          </>
        )}
      </div>
    </div>
  );
}

function MenuGroupView({
  group,
  onAction,
  onLink,
}: {
  group: MenuGroup;
  onAction: () => void;
  onLink: () => void;
}) {
  const headingId = useId();
  if (group.entries.length === 0) return null;
  return (
    <div
      role="group"
      className={styles.group}
      {...(group.label ? { 'aria-labelledby': headingId } : {})}
    >
      {group.label && (
        <div id={headingId} className={styles.groupLabel} role="presentation">
          {group.label}
        </div>
      )}
      {group.entries.map((entry) =>
        entry.kind === 'link' ? (
          <LocalLink
            key={entry.key}
            to={entry.to}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            aria-current={entry.current ? 'page' : undefined}
            data-menu-key={entry.key}
            onClick={onLink}
          >
            {entry.label}
          </LocalLink>
        ) : (
          <button
            key={entry.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            data-menu-key={entry.key}
            onClick={() => {
              onAction();
              entry.onSelect();
            }}
          >
            {entry.label}
          </button>
        ),
      )}
    </div>
  );
}
