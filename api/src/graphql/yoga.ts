/** Mounts graphql-yoga on Fastify at /graphql (the pattern from Yoga's Fastify integration guide). */
import { PothosValidationError } from "@pothos/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import { createYoga, maskError } from "graphql-yoga";
import { AppError } from "../domain/errors.ts";
import { requestActor } from "../requestActor.ts";
import type { GraphQLContext } from "./context.ts";
import { schema } from "./schema.ts";
import { acceptGraphQLUploads } from "./uploads.ts";

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export async function registerGraphQL(app: FastifyInstance): Promise<void> {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: process.env.NODE_ENV !== "production",
    // Multipart (file upload) requests are parsed by graphql-upload-minimal before Yoga sees them.
    multipart: false,
    // Expected failures (AppError) outside typed unions keep their Spanish message and code;
    // anything unexpected reaches clients as "Unexpected error." and is logged.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        // Pothos refuses malformed global IDs before any resolver runs; say so in Spanish.
        if (original instanceof PothosValidationError) {
          return new GraphQLError("Identificador no válido", {
            nodes: error instanceof GraphQLError ? error.nodes : undefined,
            path: error instanceof GraphQLError ? error.path : undefined,
            extensions: { code: "INVALID_ID", http: { status: 200 } },
          });
        }
        if (original instanceof AppError) {
          return new GraphQLError(original.message, {
            nodes: error instanceof GraphQLError ? error.nodes : undefined,
            path: error instanceof GraphQLError ? error.path : undefined,
            extensions: { code: original.code, field: original.field, http: { status: 200 } },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: async ({ req }) => ({ deps: app.deps, viewer: await requestActor(app.deps, req) }),
  });

  // Its own scope, so the multipart parser for uploads applies to /graphql only.
  await app.register(async (scope) => {
    acceptGraphQLUploads(scope);
    scope.route({
      url: yoga.graphqlEndpoint,
      method: ["GET", "POST", "OPTIONS"],
      config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => void reply.header(key, value));
        reply.status(response.status);
        reply.send(response.body);
        return reply;
      },
    });
  });
}
