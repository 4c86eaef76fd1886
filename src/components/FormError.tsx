/** A form's error, announced to screen readers; nothing when there is none. */
export function FormError({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}
