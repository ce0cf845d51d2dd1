import { ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "./cn.ts";

/**
 * An image the server stores (a photo, the logo), shown by a plain <img> of its API path: the
 * browser sends the session cookie and keeps the image in its cache (the path carries a version or
 * a name that never changes). `fallback` (an icon by default) stands in when it cannot be loaded.
 * `data:` sources (a photo not uploaded yet) show the same way.
 */
export function StoredImage({
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
  loading?: "lazy" | "eager";
}) {
  // The source that failed: a new source is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <div role="img" aria-label={alt} className={cn("flex items-center justify-center bg-slate-100 text-slate-400", className)}>
        {fallback ?? <ImageOff size={28} aria-hidden />}
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} loading={loading} decoding="async" onError={() => setFailed(src)} />;
}
