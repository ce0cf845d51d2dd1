/** Styled react-aria tabs: <Tabs> <TabList> <Tab id> ... </TabList> <TabPanel id> ... </Tabs>. */
import type { Ref } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from "react-aria-components";
import { cn, withBaseClass } from "./cn.ts";

export function Tabs(props: TabsProps & { ref?: Ref<HTMLDivElement> }) {
  return <AriaTabs {...props} className={withBaseClass(props.className, "flex flex-col gap-4")} />;
}

/**
 * Wraps onto a second line where the tabs do not fit (the ficha's half-width E/S panel on a laptop,
 * a phone): every tab stays in sight. A strip scrolling sideways hid the last ones with no sign
 * that there were more.
 */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className="flex flex-wrap gap-x-1 border-b border-slate-200" />;
}

export function Tab(props: TabProps) {
  return (
    <AriaTab
      {...props}
      className={cn(
        "-mb-px cursor-default border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 outline-none",
        "hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-brand-600 data-selected:border-brand-700 data-selected:text-brand-800",
      )}
    />
  );
}

/** A panel kept mounted while another tab shows (`shouldForceMount`) is inert and out of sight. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={({ isInert }) => (isInert ? "hidden" : "outline-none")} />;
}
