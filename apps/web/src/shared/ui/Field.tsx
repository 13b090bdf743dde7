import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../lib/cn";

/** An input's look without its width (a field in a row sets its own). */
export const inputLook =
  "h-11 rounded-xl border border-line bg-night/60 px-3 text-sm text-white placeholder:text-muted/70 outline-none transition focus:border-gold focus:ring-1 focus:ring-gold aria-[invalid=true]:border-red-400";
export const inputClass = `${inputLook} w-full`;

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Shown at the end of the input row (a send-code button, a captcha image). */
  addon?: ReactNode;
  /** Shown before the input in its row (a dial-code picker). */
  before?: ReactNode;
}

/** A labelled input with its error under it, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, addon, before, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {/* The input takes what its neighbours leave, so a row never outgrows its column. */}
      <div className="flex min-w-0 items-center gap-2">
        {before}
        <input
          id={id}
          ref={ref}
          className={cn(inputLook, "w-0 min-w-0 flex-1")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        {addon}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-300">
          {error}
        </p>
      )}
    </div>
  );
});

/** A refusal from the server, above the submit button. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-200"
    >
      {message}
    </p>
  );
}
