import type { AnyCall, CallInput } from "@jogada/contracts";
import { useEffect, useState } from "react";
import { opsObjectUrl } from "../lib/ops-api";
import { ErrorState, LoadingState } from "./States";

/** An image only staff may see (a withdrawal's proof), fetched with the staff session. */
export function ProofImage<D extends AnyCall>({
  call,
  input,
  alt,
}: {
  call: D;
  input: CallInput<D>;
  alt: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const key = JSON.stringify(input);
  // the key stands for the input
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    opsObjectUrl(call, input, { signal: controller.signal }).then(
      (next) => {
        made = next;
        setUrl(next);
      },
      (caught) => !controller.signal.aborted && setError(caught),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [call, key]);
  if (error) return <ErrorState error={error} />;
  if (!url) return <LoadingState />;
  return (
    <img
      src={url}
      alt={alt}
      data-testid="bo-proof"
      className="max-h-96 w-auto rounded-lg border border-line"
    />
  );
}
