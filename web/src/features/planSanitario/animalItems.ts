import type { RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

/** Adds a new item to the animal's `actuacionesSanitarias` in the store (the 'Salud' tab sorts them). */
export function addToAnimalItems(store: RecordSourceSelectorProxy, animalId: string, item: RecordProxy): void {
  const animal = store.get(animalId);
  const items = animal?.getLinkedRecords("actuacionesSanitarias");
  if (animal && items) animal.setLinkedRecords([item, ...items], "actuacionesSanitarias");
}
