/** Imports every type and operation, then builds the schema. */
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/errors.ts";
import "./types/Viewer.ts";
import "./types/AppStatus.ts";
import "./types/Counts.ts";
import "./mutations/login.ts";
import "./mutations/logout.ts";
import "./mutations/setupFirstAdmin.ts";
import "./types/scalars.ts";
import "./types/User.ts";
import "./types/Role.ts";
import "./types/Log.ts";
import "./types/About.ts";
import "./types/SmtpConfig.ts";
import "./mutations/createUser.ts";
import "./mutations/updateUser.ts";
import "./mutations/changePassword.ts";
import "./mutations/forgotPassword.ts";
import "./mutations/saveSmtpConfig.ts";
import "./mutations/testSmtpConnection.ts";
import "./mutations/deleteSmtpConfig.ts";
import "./mutations/logNavigation.ts";
import "./mutations/recordActivity.ts";

export const schema = lexicographicSortSchema(builder.toSchema());
