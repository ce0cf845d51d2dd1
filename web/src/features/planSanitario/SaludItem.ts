import { graphql } from "react-relay/hooks";

/** What the 'Salud' tab shows of an item; every mutation of an item answers it, so the row follows. */
export const SaludItemFragment = graphql`
  fragment SaludItem_actuacion on ActuacionAnimal {
    id
    databaseId
    estado
    fechaPrevista
    realizadaEn
    producto
    lote
    caducidad
    notas
    documentacion
    motivo
    realizadaPor
    actuacion {
      nombre
      clase
      intervaloDias
    }
  }
`;
