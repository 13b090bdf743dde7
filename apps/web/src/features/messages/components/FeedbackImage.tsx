import { calls } from "@jogada/contracts";
import { useEffect, useState } from "react";
import { callObjectUrl } from "../../../shared/api/call";
import { ImageIcon } from "../../../shared/ui/icons";

/** An image of the player's own feedback, fetched with the session (an <img> cannot send it). */
export function FeedbackImage({ id, alt }: { id: number; alt: string }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let made: string | undefined;
    callObjectUrl(calls.messages.feedbackImage, { params: { id } }, { signal: abort.signal }).then(
      (objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      },
      () => setFailed(true),
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-night/60"
    >
      {url ? (
        <img src={url} alt={alt} className="size-full object-cover" />
      ) : (
        <ImageIcon
          className={failed ? "size-5 text-red-300" : "size-5 animate-pulse text-muted"}
          aria-label={alt}
        />
      )}
    </a>
  );
}
