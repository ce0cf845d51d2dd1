import { ImageOff, Loader2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { authorizedFetch } from "../auth/authorizedFetch.ts";
import { cn } from "./cn.ts";

type State = { status: "loading" } | { status: "ready"; url: string } | { status: "failed" };

/**
 * An image served only to logged-in users. An <img> cannot send the bearer token, so the image
 * is fetched with it into a blob URL, released when the source changes or the image unmounts.
 * `data:` and `blob:` sources (local previews) are shown as they are.
 */
export function AuthImage({
  src,
  alt,
  className,
  fallback,
  loading,
}: {
  src: string;
  alt: string;
  className?: string;
  fallback?: ReactNode;
  /** The <img>'s own `loading`: "lazy" for images down a list. */
  loading?: "lazy" | "eager";
}) {
  const local = src.startsWith("data:") || src.startsWith("blob:");
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    if (local) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setState({ status: "loading" });
    authorizedFetch(src, { signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ status: "ready", url: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, local]);

  if (local) return <img src={src} alt={alt} className={className} loading={loading} />;
  if (state.status === "ready") return <img src={state.url} alt={alt} className={className} loading={loading} />;
  return (
    <div
      role="img"
      aria-label={alt}
      aria-busy={state.status === "loading"}
      className={cn("flex items-center justify-center bg-slate-100 text-slate-400", className)}
    >
      {state.status === "loading" ? <Loader2 className="animate-spin" size={24} aria-hidden /> : (fallback ?? <ImageOff size={28} aria-hidden />)}
    </div>
  );
}
