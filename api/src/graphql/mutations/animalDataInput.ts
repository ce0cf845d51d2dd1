/**
 * The animal data fields shared by createAnimal and updateAnimal. Every field is nullable in the
 * schema so that a missing value reaches the domain and gets the spec's Spanish message.
 */
import type { InputFields } from "../mutationFields.ts";

export function animalDataFields(t: InputFields) {
  return {
    registro: t.string({ description: "Número de registro (año/número)." }),
    nombre: t.string({ description: "Nombre del animal." }),
    identificacion: t.string({ description: "Identificación (microchip)." }),
    tipoId: t.int({ description: "Id del tipo." }),
    raza: t.string({ description: "Raza." }),
    pelo: t.string({ description: "Pelo." }),
    color: t.string({ description: "Color." }),
    cola: t.string({ description: "Cola." }),
    edadAnios: t.int({ description: "Edad: años; vacía cuenta como 0." }),
    edadMeses: t.int({ description: "Edad: meses, de 0 a 11; vacía cuenta como 0." }),
    tallaId: t.int({ description: "Id de la talla." }),
    sexoId: t.int({ description: "Id del sexo." }),
    otros: t.string({ description: "Otros datos." }),
    fechaNacimiento: t.string({
      description: "Fecha de nacimiento, aaaa-mm-dd; con ella la edad se calcula. Sin el campo, se deja la guardada; null la borra.",
    }),
    esterilizado: t.boolean({ description: "Esterilizado: sí (true), no (false) o no consta (null). Sin el campo, se deja el guardado." }),
    fechaEsterilizacion: t.string({ description: "Fecha de esterilización, aaaa-mm-dd. Sin el campo, se deja la guardada; null la borra." }),
    publicadoAdopcion: t.boolean({
      description: "Publicar en adopción: sale en la página pública /adopta mientras está en el refugio. Sin el campo, se deja el guardado.",
    }),
    descripcionPublica: t.string({ description: "Descripción pública (hasta 1000 caracteres). Sin el campo, se deja la guardada; null la borra." }),
  };
}
