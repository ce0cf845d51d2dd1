/** Spec section 7 "Animals": the ficha's animal data, the record list, the photo and the cascade delete. */
import { restErrorHandler } from "./errors.ts";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { animalPhotoOriginal, removeAnimalPhoto, uploadAnimalPhoto } from "../domain/animales/animalPhoto.ts";
import { deleteAnimalCascade } from "../domain/animales/deleteAnimalCascade.ts";
import { getAnimal } from "../domain/animales/getAnimal.ts";
import { createAnimal, updateAnimal } from "../domain/animales/saveAnimal.ts";
import { animalBatches, pageAnimals } from "../domain/animales/searchAnimals.ts";
import { PHOTO_UPLOAD } from "../domain/rules/photo.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { z } from "zod";
import { animalInputSchema } from "../domain/rules/animal.ts";
import {
  ANIMAL_FIELDS,
  animalJson,
  animalListRowJson,
  animalWithLookupsJson,
  fromAnimalJson,
  toAnimalJson,
  toAnimalListJson,
  toAnimalWithLookupsJson,
} from "./animalJson.ts";
import { sendFile } from "./fileReply.ts";
import { jsonArray } from "./jsonStream.ts";
import { CONFIRMATION_BODY, restConfirmation } from "./confirmation.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";
import { type QueryOf, queryString } from "./queryString.ts";
import { created, documented, fileAnswer, jsonAnswer, multipartBody, paginationAnswer, restBody } from "./routeDoc.ts";

type IdParams = { Params: { id: string } };
const LIST_QUERY = queryString("filtro", "estado", "page", "limit");
/** The list's search is the spec's `filtro`: its refusals name it so. */
const LIST_ERRORS = { errorHandler: restErrorHandler({ fieldNames: { search: "filtro" } }) };
const CASCADE_QUERY = queryString("from", "confirmacion");

const ANIMAL_BODY = restBody(animalInputSchema, { fields: ANIMAL_FIELDS });
const listAnswer = z.union([z.array(animalListRowJson), z.object({ data: z.array(animalListRowJson), pagination: paginationAnswer })]);
const photoAnswer = jsonAnswer(z.object({ photoPath: z.string().nullable(), foto_version: z.number() }));

export async function animalesRoutes(api: FastifyInstance): Promise<void> {
  /**
   * The spec's list: every matching ficha as one JSON array, streamed in batches. With `page` or
   * `limit` (at most 100), one page in the paged shape `{data, pagination}`, as the people list.
   * `estado` (todos, en_refugio, fuera) filters by where the animal is.
   */
  const listDoc = { summary: "Las fichas: todas (una lista) o una página ({data, pagination}).", answer: jsonAnswer(listAnswer) };
  api.get<QueryOf<typeof LIST_QUERY>>("/animales/lista", documented(listDoc, { ...LIST_QUERY, ...LIST_ERRORS }), async (request, reply) => {
    const { filtro, estado, page, limit } = request.query;
    if (page !== undefined || limit !== undefined) {
      const result = await pageAnimals(api.deps, request.actor, { page, limit, search: filtro, estado });
      return { data: result.items.map(toAnimalListJson), pagination: result.pagination };
    }
    const batches = await animalBatches(api.deps, request.actor, { search: filtro, estado });
    return reply.type("application/json; charset=utf-8").send(Readable.from(jsonArray(batches, toAnimalListJson)));
  });

  api.post("/animales", documented({ summary: "Crea una ficha.", body: ANIMAL_BODY, answer: created(animalJson) }), async (request, reply) => {
    const animal = await createAnimal(api.deps, request.actor, fromAnimalJson(request.body));
    return reply.code(201).send(toAnimalJson(animal));
  });

  api.get<IdParams>(
    "/animales/:id",
    documented({ summary: "Una ficha con los textos de tipo, talla y sexo.", answer: jsonAnswer(animalWithLookupsJson) }),
    async (request) => toAnimalWithLookupsJson(await getAnimal(api.deps, request.actor, { id: request.params.id })),
  );

  api.put<IdParams>("/animales/:id", documented({ summary: "Guarda una ficha.", body: ANIMAL_BODY, answer: jsonAnswer(animalJson) }), async (request) => {
    const input = { ...fromAnimalJson(request.body), id: request.params.id };
    return toAnimalJson(await updateAnimal(api.deps, request.actor, input));
  });

  /** A bare DELETE, as the spec's client sends it; a `confirmacion` sent must be SEGURO (restConfirmation). */
  const cascadeDoc = {
    summary: "Borra la ficha con sus E/S, observaciones y archivos.",
    body: CONFIRMATION_BODY,
    answer: jsonAnswer(z.object({ detalles: z.record(z.string(), z.unknown()) })),
  };
  api.delete<IdParams & QueryOf<typeof CASCADE_QUERY>>("/animales/:id/cascada", documented(cascadeDoc, CASCADE_QUERY), async (request) => {
    const detalles = await deleteAnimalCascade(api.deps, request.actor, {
      id: request.params.id,
      confirmacion: restConfirmation(request.body, request.query),
      from: request.query.from,
    });
    return { detalles };
  });

  const uploadDoc = { summary: "Sube la foto de la ficha.", body: multipartBody(PHOTO_UPLOAD), answer: photoAnswer };
  api.post<IdParams>("/animales/:id/upload-photo", documented(uploadDoc, { onRequest: refuseBodiesOver(PHOTO_UPLOAD) }), async (request) => {
    const animal = await uploadAnimalPhoto(api.deps, request.actor, { id: request.params.id, photo: multipartFile(request, "photo") });
    return { photoPath: animal.fotografia, foto_version: animal.fotoVersion };
  });

  api.delete<IdParams>("/animales/:id/photo", documented({ summary: "Quita la foto de la ficha.", answer: photoAnswer }), async (request) => {
    const animal = await removeAnimalPhoto(api.deps, request.actor, { id: request.params.id });
    return { photoPath: animal.fotografia, foto_version: animal.fotoVersion };
  });

  /**
   * Beyond the spec: the photo as it was uploaded, as a download (`photoPath` shows its reduced
   * copy). Its `?v=` (GraphQL `photoOriginalUrl`) is the photo's version, so a new photo is never
   * taken from a cache.
   */
  const originalDoc = { summary: "La foto tal como se subió.", answer: fileAnswer(...Object.keys(PHOTO_UPLOAD.types)) };
  api.get<IdParams>("/animales/:id/photo/original", documented(originalDoc, STORED_FILE_ROUTE), async (request, reply) => {
    const original = await animalPhotoOriginal(api.deps, request.actor, { id: request.params.id });
    return sendFile(reply, original, { disposition: "attachment", filename: original.filename, caching: "fresh" });
  });
}
