/**
 * Every change writes its activity record in its own transaction (domain/logs/changeWithActivity.ts):
 * when the record cannot be written, the change rolls back. A trigger makes every insert into the
 * audit trail (or the log screen's table) fail with a real database error; each kind of write is
 * then refused and leaves every table, and the stored files, as they were.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteAnimalCascade } from "../../api/src/domain/animales/deleteAnimalCascade.ts";
import { removeAnimalPhoto, uploadAnimalPhoto } from "../../api/src/domain/animales/animalPhoto.ts";
import { createAnimal, updateAnimal } from "../../api/src/domain/animales/saveAnimal.ts";
import { recoverPassword } from "../../api/src/domain/auth/recoverPassword.ts";
import { login } from "../../api/src/domain/auth/session.ts";
import { deleteAyuntamiento } from "../../api/src/domain/ayuntamientos/deleteAyuntamiento.ts";
import { createAyuntamiento, updateAyuntamiento } from "../../api/src/domain/ayuntamientos/saveAyuntamiento.ts";
import type { Deps } from "../../api/src/domain/deps.ts";
import { linkAyuntamientoToEntradaSalida, linkPersonaToEntradaSalida } from "../../api/src/domain/entradasSalidas/linkToEntradaSalida.ts";
import { saveAyuntamientoFromFicha, savePersonaFromFicha } from "../../api/src/domain/entradasSalidas/saveFromFicha.ts";
import { updateEntradaSalida } from "../../api/src/domain/entradasSalidas/saveEntradaSalida.ts";
import { generateInforme } from "../../api/src/domain/informes/generateInforme.ts";
import { deleteObservacion } from "../../api/src/domain/observaciones/deleteObservacion.ts";
import { uploadObservacionDocument } from "../../api/src/domain/observaciones/observacionDocument.ts";
import { createObservacion, updateObservacion } from "../../api/src/domain/observaciones/saveObservacion.ts";
import { createActivity } from "../../api/src/domain/logs/createActivity.ts";
import {
  addActuacionPuntual,
  cancelarActuacion,
  registrarActuacion,
  reprogramarActuacion,
  uploadActuacionDocument,
} from "../../api/src/domain/planSanitario/actuacionesAnimal.ts";
import {
  addPasoProtocolo,
  cargarEjemplo,
  createActuacion,
  deleteActuacion,
  deletePasoProtocolo,
  updateActuacion,
} from "../../api/src/domain/planSanitario/catalogo.ts";
import { setRecordatorioSanitario } from "../../api/src/domain/planSanitario/recordatorio.ts";
import { deletePersona } from "../../api/src/domain/personas/deletePersona.ts";
import { getPersona } from "../../api/src/domain/personas/getPersona.ts";
import { createPersona, updatePersona } from "../../api/src/domain/personas/savePersona.ts";
import { blockPersona, unblockPersona } from "../../api/src/domain/rgpd/blocking.ts";
import { anonymisePersona, updateRetentionYears } from "../../api/src/domain/rgpd/retention.ts";
import { createApiKey, revokeApiKey } from "../../api/src/domain/apiKeys/apiKeys.ts";
import { makeBackupNow, openBackup } from "../../api/src/domain/backups/backups.ts";
import { saveAdoptionChecks } from "../../api/src/domain/refugio/adoptionChecks.ts";
import { saveRefugio } from "../../api/src/domain/refugio/refugio.ts";
import { deleteRefugioLogo, uploadRefugioLogo } from "../../api/src/domain/refugio/refugioLogo.ts";
import type { LoggedIn } from "../../api/src/domain/policies.ts";
import { deleteSmtpConfig, saveSmtpConfig } from "../../api/src/domain/smtp/smtpConfig.ts";
import { changePassword } from "../../api/src/domain/users/changePassword.ts";
import { createUser } from "../../api/src/domain/users/createUser.ts";
import { createFirstAdmin } from "../../api/src/domain/users/setup.ts";
import { updateUser } from "../../api/src/domain/users/updateUser.ts";
import { createDomainWorld, type DomainWorld } from "../helpers/domainDeps.ts";
import { adoptable, incomingBytes, insertAnimal, insertObservation, insertStay, PNG_1X1, registeredShelter } from "../helpers/fixtures.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { openTestDatabase } from "../helpers/testDatabase.ts";

const person = { nombre: "Luis", apellido1: "Gil", localidad: "Lorca", provincia: "Murcia", telefono1: "600000000" };
const smtp = {
  smtpHost: "smtp.refugio.test",
  smtpPort: 587,
  smtpUser: "refugio",
  smtpSsl: true,
  remitenteEmail: "refugio@refugio.test",
  remitenteNombre: "Refugio",
};
const animal = { registro: "R-9", nombre: "Kira", tipoId: 1, tallaId: 2, sexoId: 1 };

/** Everything a write could touch, in a stable order. */
async function snapshot(world: DomainWorld) {
  const db = world.deps.db;
  const byId = { orderBy: { id: "asc" as const } };
  return {
    usuarios: await db.usuario.findMany(byId),
    personas: await db.persona.findMany(byId),
    ayuntamientos: await db.ayuntamiento.findMany(byId),
    animales: await db.animal.findMany(byId),
    entradasSalidas: await db.entradaSalida.findMany(byId),
    observaciones: await db.observacion.findMany(byId),
    actuaciones: await db.actuacion.findMany(byId),
    protocolo: await db.pasoProtocolo.findMany(byId),
    actuacionesAnimal: await db.actuacionAnimal.findMany(byId),
    documentosGenerados: await db.documentoGenerado.findMany(byId),
    smtpConfig: await db.smtpConfig.findMany(byId),
    refugio: await db.refugio.findMany(byId),
    clavesApi: await db.claveApi.findMany(byId),
    actividades: await db.actividad.findMany(byId),
    logs: await db.log.findMany(byId),
    fotos: (await world.storedFiles("fotos")).sort(),
    documentos: (await world.storedFiles("documentos")).sort(),
    logos: (await world.storedFiles("logos")).sort(),
    informes: (await world.storedFiles("informes")).sort(),
  };
}

/** Every insert into `table` (or only those for which the SQL condition `when` holds) fails until the returned function lifts the block. */
async function refuseInserts(deps: Deps, table: "actividades" | "logs", when?: string): Promise<() => Promise<void>> {
  await deps.db.$executeRawUnsafe(`
    CREATE FUNCTION refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'registro de actividad bloqueado por la prueba'; END $$`);
  await deps.db.$executeRawUnsafe(
    `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} FOR EACH ROW ${when ? `WHEN (${when})` : ""} EXECUTE FUNCTION refuse_${table}()`,
  );
  return async () => {
    await deps.db.$executeRawUnsafe(`DROP TRIGGER refuse_${table} ON ${table}`);
    await deps.db.$executeRawUnsafe(`DROP FUNCTION refuse_${table}()`);
  };
}

describe("a change whose activity record fails is rolled back", () => {
  let world: DomainWorld;
  let deps: Deps;
  let admin: LoggedIn;

  /** Runs `write` with the activity table blocked: it must fail and change nothing; then, unblocked, it must change something. */
  async function rollsBack(write: () => Promise<unknown>, table: "actividades" | "logs" = "actividades") {
    const before = await snapshot(world);
    const lift = await refuseInserts(deps, table);
    try {
      await expect(write()).rejects.toThrow();
    } finally {
      await lift();
    }
    expect(await snapshot(world)).toEqual(before);
    await write();
    expect(await snapshot(world)).not.toEqual(before);
  }

  beforeAll(async () => {
    world = await createDomainWorld(async () => {
      const database = await openTestDatabase();
      return { ...database, close: database.drop };
    });
    deps = world.deps;
    await registeredShelter(deps.db);
  });
  afterAll(() => world?.close());

  test("first-run setup", async () => {
    await rollsBack(() => createFirstAdmin(deps, { username: "directora", password: "secreto1", email: "directora@refugio.test" }));
    const user = await deps.db.usuario.findFirstOrThrow({ where: { username: "directora" } });
    admin = { id: user.id, username: user.username, rolId: user.rolId };
  });

  test("users: create, update, change password", async () => {
    const input = { username: "marta", password: "empleada1", email: "marta@refugio.test", rolId: 2, activo: true };
    await rollsBack(() => createUser(deps, admin, input));
    const marta = await deps.db.usuario.findFirstOrThrow({ where: { username: "marta" } });
    await rollsBack(() => updateUser(deps, admin, { ...input, id: marta.id, rolId: 3 }));
    const actor = { id: marta.id, username: marta.username, rolId: 3 };
    let current = input.password;
    await rollsBack(async () => {
      await changePassword(deps, actor, { currentPassword: current, newPassword: "nueva123" }, "127.0.0.1");
      current = "nueva123";
    });
  });

  test("people: create, update, delete", async () => {
    await rollsBack(() => createPersona(deps, admin, { ...person, dni: "11111111H" }));
    const { id } = await deps.db.persona.findFirstOrThrow({ where: { dni: "11111111H" } });
    await rollsBack(() => updatePersona(deps, admin, { ...person, dni: "11111111H", id, localidad: "Murcia" }));
    await rollsBack(() => deletePersona(deps, admin, { id }));
  });

  test("people's data: block, unblock, retention period, anonymisation; a read's access record with the read", async () => {
    const { id } = await createPersona(deps, admin, { ...person, dni: "55555555K" });
    await rollsBack(() => blockPersona(deps, admin, { id }));
    await rollsBack(() => unblockPersona(deps, admin, { id }));
    await rollsBack(() => updateRetentionYears(deps, admin, { anios: 2 }));
    const animalId = (await insertAnimal(deps.db)).id;
    const stay = await insertStay(deps.db, animalId, { fechaLlegada: "2015-01-10", fechaSalida: "2015-02-01", destinoId: 3 });
    await deps.db.entradaSalida.update({ where: { id: stay.id }, data: { datosSalidaId: id } });
    await rollsBack(() => anonymisePersona(deps, admin, { id }));
    // A read changes nothing but its record: refused with it, and recorded once the record can be written.
    const { id: other } = await createPersona(deps, admin, { ...person, dni: "66666666Q" });
    const lift = await refuseInserts(deps, "logs");
    await expect(getPersona(deps, admin, { id: other })).rejects.toThrow();
    await lift();
    expect(await deps.db.log.count({ where: { personaAccedidaId: other } })).toBe(0);
    await getPersona(deps, admin, { id: other });
    expect(await deps.db.log.count({ where: { personaAccedidaId: other } })).toBe(1);
  });

  test("API keys: create, revoke", async () => {
    await rollsBack(() => createApiKey(deps, admin, { nombre: "web", alcance: "lectura" }));
    const { id } = await deps.db.claveApi.findFirstOrThrow({ where: { nombre: "web" } });
    await rollsBack(() => revokeApiKey(deps, admin, { id }));
  });

  test("town halls: create, update, delete", async () => {
    await rollsBack(() => createAyuntamiento(deps, admin, { cif: "P3002400D", ayuntamiento: "Lorca" }));
    const { id } = await deps.db.ayuntamiento.findFirstOrThrow({ where: { cif: "P3002400D" } });
    await rollsBack(() => updateAyuntamiento(deps, admin, { id, cif: "P3002400D", ayuntamiento: "Lorca (Murcia)" }));
    await rollsBack(() => deleteAyuntamiento(deps, admin, { id }));
  });

  test("animals: create, update, photo upload and removal, cascade delete", async () => {
    await rollsBack(() => createAnimal(deps, admin, animal));
    const { id } = await deps.db.animal.findFirstOrThrow({ where: { registro: "R-9" } });
    await rollsBack(() => updateAnimal(deps, admin, { ...animal, id, nombre: "Kira II" }));
    await rollsBack(() => uploadAnimalPhoto(deps, admin, { id, photo: incomingBytes(PNG_1X1) }));
    await rollsBack(() => removeAnimalPhoto(deps, admin, { id }));
    await insertStay(deps.db, id);
    await rollsBack(() => deleteAnimalCascade(deps, admin, { id, confirmacion: "SEGURO" }));
  });

  test("linking a person and a town hall to an E/S", async () => {
    const persona = await createPersona(deps, admin, { ...person, dni: "22222222J" });
    const ayuntamiento = await createAyuntamiento(deps, admin, { cif: "P4101600F", ayuntamiento: "Écija" });
    const { id: animalId } = await insertAnimal(deps.db, adoptable());
    const { id: entradaSalidaId } = await insertStay(deps.db, animalId);
    await rollsBack(() => linkPersonaToEntradaSalida(deps, admin, { entradaSalidaId, personaId: persona.id, role: "entrada" }));
    await rollsBack(() => linkAyuntamientoToEntradaSalida(deps, admin, { entradaSalidaId, ayuntamientoId: ayuntamiento.id }));
  });

  test("saving a person or a town hall from the ficha is one change with its link: a refused link keeps no new record", async () => {
    const { id: animalId } = await insertAnimal(deps.db, adoptable());
    const { id: entradaSalidaId } = await insertStay(deps.db, animalId);
    const saves = [
      () => savePersonaFromFicha(deps, admin, { entradaSalidaId, role: "salida", persona: { ...person, dni: "44444444A" } }),
      () => saveAyuntamientoFromFicha(deps, admin, { entradaSalidaId, ayuntamiento: { cif: "P4106800B", ayuntamiento: "Osuna" } }),
    ];
    const before = await snapshot(world);
    // The records' own activity ('crear') is written; only the link's is refused.
    const lift = await refuseInserts(deps, "actividades", "NEW.accion LIKE 'vincular_%'");
    try {
      for (const save of saves) await expect(save()).rejects.toThrow();
    } finally {
      await lift();
    }
    expect(await snapshot(world)).toEqual(before);
    for (const save of saves) await save();
    const stay = await deps.db.entradaSalida.findUniqueOrThrow({ where: { id: entradaSalidaId }, include: { datosSalida: true, ayuntamiento: true } });
    expect([stay.datosSalida?.dni, stay.ayuntamiento?.cif]).toEqual(["44444444A", "P4106800B"]);
  });

  test("observations: create, update, document upload, delete", async () => {
    const { id: animalId } = await insertAnimal(deps.db, adoptable());
    const { id: entradaSalidaId } = await insertStay(deps.db, animalId);
    await rollsBack(() => createObservacion(deps, admin, { entradaSalidaId, descripcion: "Vacuna" }));
    const { id } = await deps.db.observacion.findFirstOrThrow({ where: { entradaSalidaId } });
    await rollsBack(() => updateObservacion(deps, admin, { id, descripcion: "Vacuna", tratamiento: true, tratamientoFechaInicio: new Date() }));
    await rollsBack(() => uploadObservacionDocument(deps, admin, { observacionId: id, document: incomingBytes(PNG_1X1) }));
    await rollsBack(() => deleteObservacion(deps, admin, { id }));
  });

  test("closing a stay is one change with the treatments it ends: a refused treatment's record keeps the stay open", async () => {
    const { id: animalId } = await insertAnimal(deps.db, adoptable());
    const { id } = await insertStay(deps.db, animalId, { fechaLlegada: "2026-03-01" });
    await insertObservation(deps.db, id, { tratamiento: true, inicio: new Date("2026-03-02T09:00:00Z") });
    const close = () =>
      updateEntradaSalida(deps, admin, { id, source: "general", procedenciaId: 2, fechaLlegada: "2026-03-01", destinoId: 3, fechaSalida: "2026-03-05" });
    const before = await snapshot(world);
    // The E/S's own record is written; only the ended treatment's is refused.
    const lift = await refuseInserts(deps, "actividades", "NEW.tabla = 'observaciones'");
    try {
      await expect(close()).rejects.toThrow();
    } finally {
      await lift();
    }
    expect(await snapshot(world)).toEqual(before);
    expect((await close()).tratamientosFinalizados).toBe(1);
  });

  test("generating a document: neither its archive row nor its file is kept", async () => {
    const { id: animalId } = await insertAnimal(deps.db, adoptable());
    const { id: entradaSalidaId } = await insertStay(deps.db, animalId);
    await rollsBack(() => generateInforme(deps, admin, { tipo: "ficha-registral", animalId, entradaSalidaId }));
  });

  test("downloading a backup: it is not handed over unless who took it is recorded", async () => {
    const backup = await makeBackupNow(deps, admin);
    await rollsBack(() => openBackup(deps, admin, { id: backup.id }));
  });

  test("SMTP configuration: save and delete", async () => {
    await rollsBack(() => saveSmtpConfig(deps, admin, { ...smtp, smtpPassword: "clave" }));
    await rollsBack(() => deleteSmtpConfig(deps, admin));
  });

  test("the shelter's identity: save, adoption checks, logo upload and removal", async () => {
    await rollsBack(() => saveRefugio(deps, admin, { nombre: "Refugio de Lorca", email: "refugio@lorca.test" }));
    await rollsBack(() => saveAdoptionChecks(deps, admin, { identificacion: false, edadMinima: true, esterilizacion: true }));
    await rollsBack(() => uploadRefugioLogo(deps, admin, { logo: incomingBytes(PNG_1X1) }));
    await rollsBack(() => deleteRefugioLogo(deps, admin));
  });

  test("password recovery: the mailed password is not kept and the user's turn is given back; logging in with it adopts it or nothing", async () => {
    const mailbox = await startSmtpServer();
    try {
      const settings = { smtpHost: "127.0.0.1", smtpPort: mailbox.port, smtpUser: mailbox.user, smtpPassword: mailbox.password, smtpSsl: false };
      await saveSmtpConfig(deps, admin, { ...smtp, ...settings });
      await rollsBack(() => recoverPassword(deps, { username: "marta" }));
      expect(mailbox.mails).toHaveLength(2);
      const mailed = /Su nueva contraseña es: (\S+)/.exec(mailbox.mails[1]!.text)![1]!;
      await rollsBack(() => login(deps, { username: "marta", password: mailed }, "127.0.0.1"));
    } finally {
      await mailbox.close();
    }
  });

  test("plan sanitario: catalogue, protocol, an animal's actuaciones, the reminder's opt-in", async () => {
    await rollsBack(() => cargarEjemplo(deps, admin));
    await rollsBack(() => createActuacion(deps, admin, { clase: "prueba", nombre: "Análisis", tipoId: 3 }));
    const { id } = await deps.db.actuacion.findFirstOrThrow({ where: { nombre: "Análisis" } });
    await rollsBack(() => updateActuacion(deps, admin, { id, clase: "prueba", nombre: "Análisis de sangre", tipoId: 3, intervaloDias: 180 }));
    await rollsBack(() => addPasoProtocolo(deps, admin, { tipoId: 3, actuacionId: id, dia: 2 }));
    const paso = await deps.db.pasoProtocolo.findFirstOrThrow({ where: { actuacionId: id } });
    await rollsBack(() => deletePasoProtocolo(deps, admin, { id: paso.id }));
    const { id: animalId } = await insertAnimal(deps.db, { tipoId: 3 });
    await rollsBack(() => addActuacionPuntual(deps, admin, { animalId, actuacionId: id, fechaPrevista: "2026-05-01" }));
    const item = await deps.db.actuacionAnimal.findFirstOrThrow({ where: { animalId } });
    await rollsBack(() => uploadActuacionDocument(deps, admin, { id: item.id, document: incomingBytes(Buffer.from("%PDF-1.4\n%prueba\n")) }));
    await rollsBack(() => reprogramarActuacion(deps, admin, { id: item.id, fechaPrevista: "2026-05-02", motivo: "Celo" }));
    await rollsBack(() => registrarActuacion(deps, admin, { id: item.id, realizadaEn: "2026-05-02T10:00:00Z", lote: "L1" }));
    const siguiente = await deps.db.actuacionAnimal.findFirstOrThrow({ where: { animalId, estado: "pendiente" } });
    await rollsBack(() => cancelarActuacion(deps, admin, { id: siguiente.id, motivo: "Adoptado" }));
    const otra = await createActuacion(deps, admin, { clase: "vacuna", nombre: "Sin usar" });
    await rollsBack(() => deleteActuacion(deps, admin, { id: otra.id }));
    await rollsBack(() => setRecordatorioSanitario(deps, admin, { activo: true }));
  });

  test("the log screen's line is part of the same transaction as the audit row", async () => {
    await rollsBack(() => createPersona(deps, admin, { ...person, dni: "33333333P" }), "logs");
    await rollsBack(() => createActivity(deps, admin, { tabla: "personas", accion: "vincular", descripcion: "Vinculada desde el modo selección" }), "logs");
  });
});
