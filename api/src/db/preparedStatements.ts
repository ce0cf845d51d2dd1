/**
 * Named prepared statements on PostgreSQL: the driver parses a statement once per connection and
 * then sends only its parameters, and the server may keep its plan (plan_cache_mode auto: a
 * generic plan once it costs no more than the custom ones it has made). A screen's read is the
 * same few statements on every request, so parsing and planning them each time was half of their
 * time at the server (decisions.md, "Prepared statements on PostgreSQL").
 *
 * Not prepared: text searches (LIKE), whose best plan depends on the words searched (a rare word
 * walks the trigram index, a common one the table) and so must be planned for each term; and,
 * past MAX_PREPARED distinct statements, any new one, so that neither this process nor a server
 * connection keeps statements without end (Prisma writes one text per length of an IN list).
 */
import { createHash } from "node:crypto";

/**
 * Distinct statements a process prepares; each server connection holds at most these. A kept
 * statement costs the server 20 KB (a read by id) to 80 KB (the record list's) per connection, so
 * ten connections hold at most some 160 MB. The app's 43 queries read one to three statements each.
 */
const MAX_PREPARED = 200;

/** A comparison whose plan depends on the value compared: LIKE and ILIKE, in any case. */
const VALUE_DEPENDENT_PLAN = /\bi?like\b/i;

/** The statement's name for the driver (`pg`'s `name`), or undefined to send it unnamed. */
export function preparedStatementNames(limit = MAX_PREPARED): (query: { sql: string }) => string | undefined {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit || VALUE_DEPENDENT_PLAN.test(sql)) return undefined;
    // Names are identifiers of at most 63 bytes: a digest of the text, the same in every process.
    const name = `r_${createHash("sha1").update(sql).digest("base64url")}`;
    names.set(sql, name);
    return name;
  };
}
