/**
 * The four legal documents, each generated through POST /api/reports/generate over real HTTP on
 * 127.0.0.1 (validation, reads, layout on the worker pool, archive and activity record), one
 * after another: issue 11 wants a legal PDF within 100 ms at p95. Prints figures; asserts nothing.
 * Run alone with `npx tsx bench/legalPdfs.ts`; `npm run bench` runs it too.
 */
import { pathToFileURL } from "node:url";
import type { Db } from "../api/src/db/client.ts";
import type { InformeType } from "../api/src/domain/rules/informes.ts";
import { SHELTER } from "../tests/helpers/fixtures.ts";
import { adminHeaders, startFreshApp } from "./app.ts";
import { report } from "./measure.ts";

const REQUESTS = Number(process.env.BENCH_LEGAL_PDFS ?? 60);

/** A shelter with its identity, and an animal whose E/S lead to each document. */
async function seedDocuments(db: Db) {
  await db.refugio.create({ data: SHELTER });
  const person = (dni: string, nombre: string) =>
    db.persona.create({
      data: {
        dni,
        nombre,
        apellido1: "Muñoz",
        apellido2: "Gómez",
        domicilio: "Calle Mayor 7",
        localidad: "Guadalajara",
        codigoPostal: "19001",
        provincia: "Guadalajara",
        telefono1: "600111222",
        // An adoption contract needs an adopter of age (Ley 7/2023 art. 58; rules/adoption).
        mayorEdad: true,
      },
    });
  const [cedente, adoptante] = await Promise.all([person("12345678Z", "Íñigo"), person("X1234567L", "Lucía")]);
  const animal = await db.animal.create({
    data: {
      registro: "2026/015",
      nombre: "Canela",
      identificacion: "941000024681357",
      tipoId: 1,
      tallaId: 2,
      sexoId: 2,
      raza: "Mestizo",
      edadAnios: 2,
      edadMeses: 3,
      // ...and a sterilised animal, or the adopter's commitment.
      esterilizado: true,
    },
  });
  const stay = (data: {
    procedenciaId: number;
    destinoId: number;
    fechaLlegada: string;
    fechaSalida: string | null;
    datosEntradaId?: number;
    datosSalidaId?: number;
  }) =>
    db.entradaSalida.create({
      data: { ...data, animalId: animal.id, fechaLlegada: new Date(data.fechaLlegada), fechaSalida: data.fechaSalida ? new Date(data.fechaSalida) : null },
    });
  const abandono = await stay({
    procedenciaId: 1,
    destinoId: 3,
    fechaLlegada: "2025-01-10",
    fechaSalida: "2025-02-01",
    datosEntradaId: cedente.id,
    datosSalidaId: adoptante.id,
  });
  const reconocimiento = await stay({ procedenciaId: 2, destinoId: 4, fechaLlegada: "2025-06-01", fechaSalida: "2025-06-05", datosSalidaId: cedente.id });
  await db.observacion.createMany({
    data: Array.from({ length: 8 }, (_, i) => ({
      entradaSalidaId: abandono.id,
      descripcion: `Revisión veterinaria n.º ${i + 1}: peso y vacunas al día`,
      tratamiento: i % 3 === 0,
    })),
  });
  return { animalId: animal.id, stays: { abandono: abandono.id, reconocimiento: reconocimiento.id } };
}

export async function legalPdfs(): Promise<void> {
  console.log("\nDocumentos legales: POST /api/reports/generate, uno tras otro (objetivo p95 ≤ 100 ms)");
  const bench = await startFreshApp("legal");
  try {
    const headers = await adminHeaders(bench.http);
    const { animalId, stays } = await seedDocuments(bench.app.deps.db);
    const cases: Array<[InformeType, number, Record<string, unknown>]> = [
      ["ficha-registral", stays.abandono, {}],
      [
        "declaracion-abandono",
        stays.abandono,
        { cantidadAbonada: 50, fechaAbandono: "2025-01-10", causasAbandono: "Cambio de domicilio.\nAlergia en la familia." },
      ],
      ["contrato-adopcion", stays.abandono, { fechaEntregaContrato: "2025-02-01", compromisoAdoptante: "Paseos diarios.\nVisita al veterinario en un mes." }],
      ["declaracion-reconocimiento", stays.reconocimiento, { fechaEntregaReconocimiento: "2025-06-05", cantidadAbonadaReconocimiento: 40, diasRefugio: 4 }],
    ];
    for (const [type, entradaSalidaId, params] of cases) {
      const body = JSON.stringify({ type, animalId, entradaSalidaId, ...params });
      const generate = async () => (await bench.http.ok("POST", "/api/reports/generate", { headers, body })).byteLength;
      for (let i = 0; i < 3; i++) await generate();
      // CPU of the whole process (server, PDF worker and this client): a figure a busy machine does not inflate as much as wall time.
      const cpu = process.cpuUsage();
      const stats = await report(`  ${type}`, generate, { maxRequests: REQUESTS });
      const spent = process.cpuUsage(cpu);
      console.log(`    CPU por documento: ${((spent.user + spent.system) / 1000 / stats.requests).toFixed(1)} ms`);
    }
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await legalPdfs();
