/** A calendar day 'yyyy-MM-dd' as the screens show it, dd/MM/yyyy. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}
