// The six boxes of the full enter-code page (BasicEnterCode off): one digit each, the
// focus moving on as the player types and back on Backspace; a pasted or autofilled code fills
// every box from the one it lands in. The code goes with the form as `code` (a hidden input).
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styles from './EnterCode.module.css';

export const CODE_LENGTH = 6;

export function CodeDigits() {
  const { t } = useLingui();
  const labelId = useId();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(CODE_LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  /** Writes `typed` (digits only) into the boxes from `index` on; the focus follows. */
  const fill = (index: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '').slice(0, CODE_LENGTH - index);
    setDigits((current) => {
      const next = [...current];
      if (incoming === '') next[index] = '';
      [...incoming].forEach((digit, offset) => (next[index + offset] = digit));
      return next;
    });
    if (incoming !== '') focus(index + incoming.length);
  };

  const change = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    // A digit typed after the one already there (no selection): the new digit replaces it.
    fill(index, typed.length === 2 && digits[index] !== '' ? typed.slice(-1) : typed);
  };
  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      fill(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className={styles.field}>
      {/* No "code" in the group's name: the first box alone answers to it. */}
      <span className={styles.label} id={labelId}>
        {t`The six digits from the text message`}
      </span>
      <div className={styles.digits} role="group" aria-labelledby={labelId}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.digit}
            value={digit}
            inputMode="numeric"
            // The phone's autofill offers the code on the first box; fill() spreads it.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // The first box is "Code" (as the basic page's field): helpers that type the whole code
            // into the Code field work on both pages; the rest are "Digit n of 6".
            aria-label={index === 0 ? t`Code` : t`Digit ${index + 1} of 6`}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => change(index, event.currentTarget.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            data-digit
          />
        ))}
      </div>
      <input type="hidden" name="code" value={digits.join('')} />
    </div>
  );
}
