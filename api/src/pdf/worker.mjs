// The pool's worker entry. Plain JavaScript because worker threads start without the
// TypeScript loader the server may run under; it hooks tsx in, then loads the renderers.
import { register } from "tsx/esm/api";

register();
const { default: renderJob } = await import("./renderJob.ts");

export default renderJob;
