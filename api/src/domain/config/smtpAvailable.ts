import type { Deps } from "../deps.ts";

/** Password recovery is offered only once outbound mail is configured. */
export async function isSmtpAvailable(deps: Deps): Promise<boolean> {
  return (await deps.db.smtpConfig.count()) > 0;
}
