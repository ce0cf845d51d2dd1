import { expect, test } from "vitest";
import { withBaseClass } from "./cn.ts";

type State = { isSelected: boolean; defaultClassName: string | undefined };
const resolve = (className: string | ((state: State) => string)) => {
  const composed = withBaseClass<State>(className, "flex gap-1");
  return typeof composed === "function" ? composed({ isSelected: true, defaultClassName: undefined }) : composed;
};

test("the caller's class follows the component's own", () => {
  expect(resolve("mt-2")).toBe("flex gap-1 mt-2");
});

test("a className that depends on the component's state is called with it, not printed as a function", () => {
  expect(resolve(({ isSelected }) => (isSelected ? "bg-brand-50" : ""))).toBe("flex gap-1 bg-brand-50");
});
