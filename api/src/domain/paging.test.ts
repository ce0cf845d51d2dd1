import { expect, test } from "vitest";
import { describePage, offsetOfPage, pageRequestSchema } from "./paging.ts";

test("page arithmetic: empty, exactly one page, one more row, many pages, past the end", () => {
  expect(describePage(1, 10, 0)).toEqual({ page: 1, totalPages: 0, hasNext: false, hasPrev: false });
  expect(describePage(1, 10, 10)).toEqual({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  expect(describePage(1, 10, 11)).toEqual({ page: 1, totalPages: 2, hasNext: true, hasPrev: false });
  expect(describePage(2, 10, 11)).toEqual({ page: 2, totalPages: 2, hasNext: false, hasPrev: true });
  expect(describePage(7, 10, 253)).toEqual({ page: 7, totalPages: 26, hasNext: true, hasPrev: true });
  expect(describePage(5, 10, 11)).toEqual({ page: 5, totalPages: 2, hasNext: false, hasPrev: true });
  expect(offsetOfPage(1, 10)).toBe(0);
  expect(offsetOfPage(3, 10)).toBe(20);
});

test("page and limit from a query string: defaults, numbers as text, and Spanish refusals", () => {
  expect(pageRequestSchema.parse({})).toEqual({ page: 1, limit: 10 });
  expect(pageRequestSchema.parse({ page: "3", limit: "25" })).toEqual({ page: 3, limit: 25 });
  const refusal = (input: object) => pageRequestSchema.safeParse(input).error?.issues[0]?.message;
  expect(refusal({ page: "0" })).toBe("La página debe ser un número entero mayor que 0");
  expect(refusal({ page: "abc" })).toBe("La página debe ser un número entero mayor que 0");
  expect(refusal({ page: "1;DROP TABLE personas" })).toBe("La página debe ser un número entero mayor que 0");
  expect(refusal({ page: "2.5" })).toBe("La página debe ser un número entero mayor que 0");
  expect(refusal({ limit: "0" })).toBe("El límite debe ser un número entero entre 1 y 100");
  expect(refusal({ limit: "101" })).toBe("El límite debe ser un número entero entre 1 y 100");
});
