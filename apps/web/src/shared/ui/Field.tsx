import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../lib/cn";

export const inputClass =
  "h-11 w-full rounded-xl border border-line bg-night/60 px-3 text-sm text-white placeholder:text-muted/70 outline-none transition focus:border-gold focus:ring-1 focus:ring-gold aria-[invalid=true]:border-red-400";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Shown at the end of the input row (a send-code button, a captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its error under it, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, addon, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          ref={ref}
          className={inputClass}
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
