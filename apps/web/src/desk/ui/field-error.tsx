/** A field's error, tied to it by id (`aria-describedby`). */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-signal-800">
      {message}
    </p>
  );
}
