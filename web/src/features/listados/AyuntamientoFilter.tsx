import { useDeferredValue, useEffect, useState } from "react";
import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import type { AyuntamientoOptionsQuery as AyuntamientoOptionsQueryType } from "../../__generated__/AyuntamientoOptionsQuery.graphql.ts";
import { ComboBox, type ComboBoxOption } from "../../ui/ComboBox.tsx";
import { AyuntamientoOptionsQuery } from "./AyuntamientoOptionsQuery.ts";

type Props = { selected: string | null; onChange: (id: string | null) => void };

/**
 * The town-hall filter: a shelter has hundreds, so what is typed is searched on the server
 * (name, CIF or address) and the first matches are offered. Empty means every town hall.
 */
export function AyuntamientoFilter({ selected, onChange }: Props) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState("");
  const search = useDeferredValue(text.trim());
  const [items, setItems] = useState<ComboBoxOption[]>([]);

  useEffect(() => {
    const subscription = fetchQuery<AyuntamientoOptionsQueryType>(environment, AyuntamientoOptionsQuery, { search: search || null }).subscribe({
      next: (data) => setItems(data.ayuntamientos.edges.map((e) => ({ id: String(e.node.databaseId), label: e.node.ayuntamiento }))),
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, search]);

  return (
    <ComboBox
      label="Ayuntamiento"
      placeholder="Todos los ayuntamientos"
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (value.trim() === "") onChange(null);
      }}
      selectedKey={selected}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      allowsEmptyCollection
      menuTrigger="focus"
    />
  );
}
