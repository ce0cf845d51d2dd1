import { expect, test } from "vitest";
import { pageWindow } from "./pageWindow.ts";

test("few pages: all numbers, no first/last extras", () => {
  expect(pageWindow(1, 1)).toEqual({ pages: [1], first: false, leadingGap: false, last: false, trailingGap: false });
  expect(pageWindow(2, 3)).toEqual({ pages: [1, 2, 3], first: false, leadingGap: false, last: false, trailingGap: false });
  expect(pageWindow(5, 5).pages).toEqual([1, 2, 3, 4, 5]);
});

test("many pages: five numbers around the current page, first and last with an ellipsis", () => {
  expect(pageWindow(1, 20)).toEqual({ pages: [1, 2, 3, 4, 5], first: false, leadingGap: false, last: true, trailingGap: true });
  expect(pageWindow(10, 20)).toEqual({ pages: [8, 9, 10, 11, 12], first: true, leadingGap: true, last: true, trailingGap: true });
  expect(pageWindow(20, 20)).toEqual({ pages: [16, 17, 18, 19, 20], first: true, leadingGap: true, last: false, trailingGap: false });
});

test("no ellipsis where nothing is skipped", () => {
  expect(pageWindow(4, 6)).toEqual({ pages: [2, 3, 4, 5, 6], first: true, leadingGap: false, last: false, trailingGap: false });
  expect(pageWindow(3, 7)).toEqual({ pages: [1, 2, 3, 4, 5], first: false, leadingGap: false, last: true, trailingGap: true });
  expect(pageWindow(4, 7)).toEqual({ pages: [2, 3, 4, 5, 6], first: true, leadingGap: false, last: true, trailingGap: false });
});

test("no pages, or a page past the end", () => {
  expect(pageWindow(1, 0).pages).toEqual([]);
  expect(pageWindow(9, 3).pages).toEqual([1, 2, 3]);
});
