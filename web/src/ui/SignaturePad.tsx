import { useEffect, useRef } from "react";
import SignaturePadLibrary from "signature_pad";
import { Button } from "./Button.tsx";

/**
 * A box to draw a signature with a finger, a stylus or a mouse (signature_pad: pointer events).
 * `onChange` receives the drawing as a PNG data URL, or null once it is cleared.
 */
export function SignaturePad(props: { label: string; onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLibrary | null>(null);
  // The latest callback, read when a stroke ends: the pad itself is made once per mount.
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const instance = new SignaturePadLibrary(element, { penColor: "#1e3a8a", minWidth: 1, maxWidth: 3 });
    // The canvas is drawn at the screen's pixel density, so the signature is sharp on a tablet; at
    // most three device pixels per CSS pixel (a zoomed page reports more), within SIGNATURE_MAX_PIXELS.
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext("2d")?.scale(ratio, ratio);
    instance.addEventListener("endStroke", () => onChange.current(instance.isEmpty() ? null : instance.toDataURL("image/png")));
    pad.current = instance;
    return () => instance.off();
  }, []);

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{props.label}</span>
      <canvas ref={canvas} role="img" aria-label={props.label} className="h-40 w-full touch-none rounded-md border border-slate-300 bg-white" />
      <div>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            pad.current?.clear();
            onChange.current(null);
          }}
        >
          Borrar la firma
        </Button>
      </div>
    </div>
  );
}
