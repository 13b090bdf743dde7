import type { ButtonHTMLAttributes } from "react";
import { cn } from "../lib/cn";

const VARIANTS = {
  primary:
    "bg-brand text-white shadow-lg shadow-brand/30 hover:brightness-110 active:brightness-95 disabled:opacity-50",
  gold: "bg-gradient-to-b from-gold to-amber-500 text-night shadow-lg shadow-amber-500/20 hover:brightness-105 disabled:opacity-50",
  ghost: "border border-line bg-white/5 text-white hover:bg-white/10 disabled:opacity-50",
  link: "text-gold underline-offset-4 hover:underline",
} as const;

const SIZES = { sm: "h-8 px-3 text-sm", md: "h-10 px-5 text-sm", lg: "h-12 px-7 text-base" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** The site's button; focus shows a gold ring for keyboard users. */
export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:ring-offset-night focus-visible:outline-none disabled:cursor-not-allowed",
        variant !== "link" && SIZES[size],
        VARIANTS[variant],
        className,
      )}
      {...rest}
    />
  );
}

/** The same look for a link (`<Link className={buttonClass()}>`). */
export function buttonClass(
  variant: keyof typeof VARIANTS = "primary",
  size: keyof typeof SIZES = "md",
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:ring-offset-night focus-visible:outline-none",
    variant !== "link" && SIZES[size],
    VARIANTS[variant],
  );
}
