import { z } from "zod";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireAdmin } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { findUserIdByUsername } from "./findUserIdByUsername.ts";

const usernameSchema = z.string("Indique un nombre de usuario").trim().max(25, "El nombre de usuario no puede superar 25 caracteres");

/** The user form's live check (spec section 5): true when no account has this name, ignoring case. */
export async function isUsernameAvailable(deps: Deps, actor: Actor, username: unknown): Promise<boolean> {
  requireAdmin(actor);
  const name = parseInput(usernameSchema, username);
  return name === "" || (await findUserIdByUsername(deps, name)) === null;
}
