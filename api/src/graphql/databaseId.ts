/** Every type that has a numeric id shows it as `databaseId`, with this description. */
export const DATABASE_ID = { description: "El id numérico del registro, el que usan la API REST y las direcciones." };
