/**
 * The word lists the seed draws from, and the check letters of Spanish identity numbers, so seeded
 * people and town halls look like the ones a shelter really records.
 */

/** DNI and NIE check letter: the number modulo 23 indexes this string. */
export const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** The check letter of a DNI number (NIE: X, Y and Z count as 0, 1 and 2 in front of the digits). */
export function dniLetter(number: number): string {
  return DNI_LETTERS[number % 23]!;
}

/**
 * The control character of a CIF whose seven digits are given. Town halls (letter P) carry a
 * letter: the control digit indexes JABCDEFGHI.
 */
export function cifControlLetter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    // Odd positions (1st, 3rd...) are doubled and their digits added; even positions are added as they are.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return "JABCDEFGHI"[(10 - (sum % 10)) % 10]!;
}

export const ANIMAL_NAMES = [
  "Luna", "Toby", "Kira", "Nube", "Rayo", "Canela", "Trufa", "Chispa", "Lúa", "Ámbar",
  "Bruno", "Coco", "Lola", "Max", "Rocky", "Nala", "Simba", "Thor", "Zeus", "Duna",
  "Golfo", "Pipa", "Mía", "Tizón", "Ramón", "Pimentón", "Peña", "Canelón", "Bombón", "Azúcar",
  "Café", "Óreo", "Melón", "Limón", "Jazmín", "Rubí", "Frida", "Sol", "Estrella", "Lucero",
  "Pícaro", "Bribón", "Tomás", "Colón", "Sansón", "Nerón", "Tritón", "Plutón", "Cañí", "Moro",
  "Pinto", "Chico", "Princesa", "Reina", "Bella", "Linda", "Bigotes", "Manchas", "Pelusa", "Copito",
  "Nieve", "Pecas", "Romeo", "Julieta", "Duque", "Dama", "Currito", "Paquita", "Maña", "Bimba",
  "Kiko", "Niña", "Güero", "Begoña", "Íñigo", "Ñoño", "Dálmata", "Chulo", "Gitana", "Lince",
];

/** Breeds by tipo id (1 Perro, 2 Gato, 3 Hurón, 4 Conejo, 5 Ave, 6 Otro); mixed breeds are the common case. */
export const BREEDS_BY_TIPO: Record<number, string[]> = {
  1: [
    "Mestizo", "Mestizo", "Mestizo", "Mestizo", "Podenco andaluz", "Galgo español", "Pastor alemán",
    "Labrador retriever", "Bodeguero andaluz", "Mastín español", "Yorkshire terrier", "Chihuahua",
    "American Staffordshire", "Beagle", "Bóxer", "Setter inglés", "Pointer", "Caniche", "Border collie",
    "Ratonero valenciano", "Podenco ibicenco", "Carlino", "Bichón maltés", "Teckel",
  ],
  2: ["Común europeo", "Común europeo", "Común europeo", "Mestizo", "Siamés", "Persa", "Angora", "Bosque de Noruega"],
  3: ["Hurón común", "Hurón albino"],
  4: ["Común", "Enano", "Belier", "Cabeza de león"],
  5: ["Periquito", "Canario", "Agapornis", "Ninfa", "Paloma"],
  6: ["Tortuga de tierra", "Cobaya", "Hámster", "Erizo africano"],
};

export const COATS = ["Corto", "Corto", "Largo", "Semilargo", "Duro", "Rizado"];
export const COLOURS = [
  "Negro", "Blanco", "Canela", "Atigrado", "Tricolor", "Gris", "Marrón", "Blanco y negro",
  "Dorado", "Carey", "Naranja", "Arena", "Fuego", "Blanco y canela", "Gris azulado",
];
export const TAILS = ["Larga", "Larga", "Corta", "Amputada", "Enroscada"];
export const REMARKS = [
  "Muy sociable con otros perros",
  "Miedoso con desconocidos",
  "Necesita dieta especial",
  "Apto para pisos",
  "No compatible con gatos",
  "Tira de la correa",
  "Le gustan los niños",
  "Convive bien con gatos",
  "Leishmania positivo en tratamiento",
  "Encontrado junto a la carretera",
];

export const GENERAL_NOTES = [
  "Revisión veterinaria de entrada: buen estado general",
  "Vacuna polivalente",
  "Vacunación antirrábica",
  "Implantación de microchip",
  "Esterilización sin complicaciones",
  "Castración sin complicaciones",
  "Análisis de sangre: leishmania negativo",
  "Test de leucemia e inmunodeficiencia felina negativo",
  "Baño y corte de pelo",
  "Paseo diario: se muestra sociable",
  "Visita de posible adoptante",
  "Cambio de pienso a senior",
  "Control de peso: ha ganado 1,5 kg",
  "Fotografías nuevas para la web",
  "Revisión tras la adopción: todo correcto",
];
export const TREATMENTS = [
  "Desparasitación interna y externa",
  "Tratamiento antibiótico (amoxicilina) cada 12 horas",
  "Tratamiento para otitis: gotas dos veces al día",
  "Dermatitis: champú medicado dos veces por semana",
  "Herida en pata trasera: curas diarias",
  "Tratamiento para la sarna",
  "Leishmaniosis: alopurinol diario",
  "Analgésico tras la esterilización",
  "Colirio por conjuntivitis",
  "Limpieza dental y antiinflamatorio",
];

export const FIRST_NAMES = [
  "María", "José", "Antonio", "Carmen", "Lucía", "Ángel", "Íñigo", "Begoña", "Jesús", "Nuria",
  "Óscar", "Raúl", "Sofía", "Martín", "Manuel", "Josefa", "Francisco", "Isabel", "David", "Ana",
  "Javier", "Laura", "Daniel", "Cristina", "Alejandro", "Marta", "Pablo", "Elena", "Sergio", "Pilar",
  "Álvaro", "Rocío", "Adrián", "Inmaculada", "Iván", "Montserrat", "Rubén", "Concepción", "Víctor", "Mercedes",
  "Andrés", "Encarnación", "Joaquín", "Aitana", "Jordi", "Núria", "Xabier", "Ainhoa", "Iker", "Noelia",
];

export const SURNAMES = [
  "García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín",
  "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez",
  "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina",
  "Morales", "Suárez", "Ortega", "Delgado", "Castro", "Ortiz", "Rubio", "Marín", "Sanz", "Núñez",
  "Iglesias", "Medina", "Garrido", "Cortés", "Castillo", "Santos", "Lozano", "Guerrero", "Cano", "Prieto",
  "Méndez", "Cruz", "Calvo", "Gallego", "Vidal", "León", "Herrera", "Márquez", "Peña", "Flores",
  "Cabrera", "Campos", "Vega", "Fuentes", "Carrasco", "Díez", "Caballero", "Reyes", "Nieto", "Aguilar",
  "Ibáñez", "Ferrer", "Durán", "Benítez", "Mora", "Vicente", "Arias", "Crespo", "Pastor", "Sáez",
];

export const STREETS = [
  "Calle Mayor", "Calle Real", "Calle de la Iglesia", "Calle del Sol", "Calle Nueva", "Calle Ancha",
  "Calle de Cervantes", "Avenida de la Constitución", "Plaza de España", "Calle San José", "Gran Vía",
  "Calle del Carmen", "Avenida de Andalucía", "Calle de la Paz", "Calle Doctor Fleming", "Camino Viejo",
  "Calle de los Olivos", "Ronda de Poniente", "Calle Núñez de Balboa", "Paseo de la Castellana",
];

/** Locality, province and the province's postal code prefix (the first two digits). */
export const PLACES: [string, string, string][] = [
  ["Madrid", "Madrid", "28"], ["Barcelona", "Barcelona", "08"], ["Valencia", "Valencia", "46"],
  ["Sevilla", "Sevilla", "41"], ["Zaragoza", "Zaragoza", "50"], ["Málaga", "Málaga", "29"],
  ["Murcia", "Murcia", "30"], ["Palma", "Illes Balears", "07"], ["Las Palmas de Gran Canaria", "Las Palmas", "35"],
  ["Bilbao", "Bizkaia", "48"], ["Alicante", "Alicante", "03"], ["Córdoba", "Córdoba", "14"],
  ["Valladolid", "Valladolid", "47"], ["Vigo", "Pontevedra", "36"], ["Gijón", "Asturias", "33"],
  ["A Coruña", "A Coruña", "15"], ["Granada", "Granada", "18"], ["Elche", "Alicante", "03"],
  ["Oviedo", "Asturias", "33"], ["Badalona", "Barcelona", "08"], ["Cartagena", "Murcia", "30"],
  ["Jerez de la Frontera", "Cádiz", "11"], ["Sabadell", "Barcelona", "08"], ["Móstoles", "Madrid", "28"],
  ["Santa Cruz de Tenerife", "Santa Cruz de Tenerife", "38"], ["Pamplona", "Navarra", "31"], ["Almería", "Almería", "04"],
  ["Alcalá de Henares", "Madrid", "28"], ["Donostia-San Sebastián", "Gipuzkoa", "20"], ["Castellón de la Plana", "Castellón", "12"],
  ["Burgos", "Burgos", "09"], ["Albacete", "Albacete", "02"], ["Santander", "Cantabria", "39"],
  ["Logroño", "La Rioja", "26"], ["Badajoz", "Badajoz", "06"], ["Salamanca", "Salamanca", "37"],
  ["Huelva", "Huelva", "21"], ["Lleida", "Lleida", "25"], ["Tarragona", "Tarragona", "43"],
  ["León", "León", "24"], ["Cádiz", "Cádiz", "11"], ["Jaén", "Jaén", "23"],
  ["Ourense", "Ourense", "32"], ["Girona", "Girona", "17"], ["Lugo", "Lugo", "27"],
  ["Cáceres", "Cáceres", "10"], ["Guadalajara", "Guadalajara", "19"], ["Toledo", "Toledo", "45"],
  ["Palencia", "Palencia", "34"], ["Ciudad Real", "Ciudad Real", "13"], ["Zamora", "Zamora", "49"],
  ["Ávila", "Ávila", "05"], ["Cuenca", "Cuenca", "16"], ["Huesca", "Huesca", "22"],
  ["Segovia", "Segovia", "40"], ["Soria", "Soria", "42"], ["Teruel", "Teruel", "44"],
  ["Écija", "Sevilla", "41"], ["Alcobendas", "Madrid", "28"], ["Vitoria-Gasteiz", "Araba", "01"],
  ["Ceuta", "Ceuta", "51"], ["Melilla", "Melilla", "52"],
];

/** Town names are built from these halves ('Villanueva' + 'de la Sierra'), as so many Spanish ones are. */
export const TOWN_STARTS = [
  "Villanueva", "Villafranca", "San Martín", "Santa María", "San Juan", "Torre", "Puebla", "Castillo",
  "Fuente", "Alameda", "Navalcarnero", "Villar", "Valdepeñas", "Cabezón", "Olmedo", "Peñaranda",
  "Monterrubio", "Villalba", "Santiago", "San Pedro", "Castrillo", "Valverde", "Quintanilla", "Aldea",
  "Torrejón", "Mojácar", "Robledo", "Cañada", "Hinojosa", "Alcalá", "Medina", "Vilanova",
  "Sant Joan", "Santa Eulalia", "Arroyo", "Campillo", "Zarza", "Mota", "Herrera", "Palacios",
];
export const TOWN_ENDS = [
  "de la Sierra", "del Río", "de Arriba", "de Abajo", "del Campo", "de los Infantes", "de la Vega",
  "del Monte", "de Duero", "de Tajo", "de la Frontera", "del Valle", "de los Caballeros", "de la Reina",
  "del Rey", "de la Jara", "de Campos", "de Henares", "de Ebro", "de la Mancha", "del Páramo",
  "de Alcántara", "de la Cañada", "de Guadiana", "del Condado", "de las Torres", "de la Orden",
  "de Montes", "de la Peña", "de Órbigo", "de Segura", "del Marqués", "de la Ribera", "de Mar",
  "de Bureba", "de Lemos", "del Pinar", "de San Vicente", "de Tábara", "de Esgueva", "de Cameros",
  "de Aragón", "de Trujillo", "de la Calzada", "de Lozoya", "de Gredos", "de la Serena", "del Puerto",
  "de Luna", "de Alba", "de Salinas", "de la Plata",
];

export const TOWN_HALL_ADDRESSES = [
  "Plaza Mayor, 1", "Plaza de España, 1", "Plaza de la Constitución, 1", "Plaza del Ayuntamiento, 1",
  "Calle Mayor, 2", "Plaza de la Villa, 1", "Plaza de la Iglesia, 3",
];

export const MAIL_DOMAINS = ["gmail.com", "hotmail.com", "yahoo.es", "outlook.es", "telefonica.net"];
