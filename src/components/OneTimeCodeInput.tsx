/** The input of a six-digit code sent by SMS: a numeric keypad, and the phone's code autofill. */
export function OneTimeCodeInput() {
  return (
    <input
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
    />
  );
}
