/** Spec section 7 "Animals": the ficha's animal data, the record list, the photo and the cascade delete. */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { animalPhotoOriginal, removeAnimalPhoto, uploadAnimalPhoto } from "../domain/animales/animalPhoto.ts";
import { deleteAnimalCascade } from "../domain/animales/deleteAnimalCascade.ts";
import { getAnimal } from "../domain/animales/getAnimal.ts";
import { createAnimal, updateAnimal } from "../domain/animales/saveAnimal.ts";
import { animalBatches, pageAnimals } from "../domain/animales/searchAnimals.ts";
import { PHOTO_UPLOAD } from "../domain/rules/photo.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { fromAnimalJson, toAnimalJson, toAnimalListJson, toAnimalWithLookupsJson } from "./animalJson.ts";
import { sendFile } from "./fileReply.ts";
import { jsonArray } from "./jsonStream.ts";
import { restConfirmation } from "./confirmation.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
const LIST_QUERY = queryString("filtro", "estado", "page", "limit");
const CASCADE_QUERY = queryString("from", "confirmacion");

export async function animalesRoutes(api: FastifyInstance): Promise<void> {
  /**
   * The spec's list: every matching ficha as one JSON array, streamed in batches. With `page` or
   * `limit` (at most 100), one page in the paged shape `{data, pagination}`, as the people list.
   * `estado` (todos, en_refugio, fuera) filters by where the animal is.
   */
  api.get<QueryOf<typeof LIST_QUERY>>("/animales/lista", LIST_QUERY, async (request, reply) => {
    const { filtro, estado, page, limit } = request.query;
    if (page !== undefined || limit !== undefined) {
      const result = await pageAnimals(api.deps, request.actor, { page, limit, search: filtro, estado });
      return { data: result.items.map(toAnimalListJson), pagination: result.pagination };
    }
    const batches = await animalBatches(api.deps, request.actor, { search: filtro, estado });
    return reply.type("application/json; charset=utf-8").send(Readable.from(jsonArray(batches, toAnimalListJson)));
  });

  api.post("/animales", async (request, reply) => {
    const animal = await createAnimal(api.deps, request.actor, fromAnimalJson(request.body));
    return reply.code(201).send(toAnimalJson(animal));
  });

  api.get<IdParams>("/animales/:id", async (request) => toAnimalWithLookupsJson(await getAnimal(api.deps, request.actor, { id: request.params.id })));

  api.put<IdParams>("/animales/:id", async (request) => {
    const input = { ...fromAnimalJson(request.body), id: request.params.id };
    return toAnimalJson(await updateAnimal(api.deps, request.actor, input));
  });

  /** A bare DELETE, as the spec's client sends it; a `confirmacion` sent must be SEGURO (restConfirmation). */
  api.delete<IdParams & QueryOf<typeof CASCADE_QUERY>>("/animales/:id/cascada", CASCADE_QUERY, async (request) => {
    const detalles = await deleteAnimalCascade(api.deps, request.actor, {
      id: request.params.id,
      confirmacion: restConfirmation(request.body, request.query),
      from: request.query.from,
    });
    return { detalles };
  });

  api.post<IdParams>("/animales/:id/upload-photo", { onRequest: refuseBodiesOver(PHOTO_UPLOAD) }, async (request) => {
    const animal = await uploadAnimalPhoto(api.deps, request.actor, { id: request.params.id, photo: multipartFile(request, "photo") });
    return { photoPath: animal.fotografia, foto_version: animal.fotoVersion };
  });

  api.delete<IdParams>("/animales/:id/photo", async (request) => {
    const animal = await removeAnimalPhoto(api.deps, request.actor, { id: request.params.id });
    return { photoPath: animal.fotografia, foto_version: animal.fotoVersion };
  });

  /**
   * Beyond the spec: the photo as it was uploaded, as a download (`photoPath` shows its reduced
   * copy). Its `?v=` (GraphQL `photoOriginalUrl`) is the photo's version, so a new photo is never
   * taken from a cache.
   */
  api.get<IdParams>("/animales/:id/photo/original", STORED_FILE_ROUTE, async (request, reply) => {
    const original = await animalPhotoOriginal(api.deps, request.actor, { id: request.params.id });
    return sendFile(reply, original, { disposition: "attachment", filename: original.filename, caching: "fresh" });
  });
}
