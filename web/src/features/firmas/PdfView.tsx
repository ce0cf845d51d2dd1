import { useEffect, useState } from "react";

/** The whole document to scroll, from its bytes (a blob: URL released when the view goes). */
export function PdfView(props: { bytes: Uint8Array; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([props.bytes as BlobPart], { type: "application/pdf" }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [props.bytes]);
  return url ? <iframe src={url} title={props.title} className="h-[70vh] w-full rounded-md border border-slate-200 bg-slate-100" /> : null;
}
