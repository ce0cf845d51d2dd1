/** Styled react-aria tabs: <Tabs> <TabList> <Tab id> ... </TabList> <TabPanel id> ... </Tabs>. */
import { useEffect, useRef } from "react";
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

export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={withBaseClass(props.className, "flex flex-col gap-4")} />;
}

/** Scrolls sideways on a narrow screen rather than wrapping; the selected tab keeps itself in view (Tab). */
export function TabList<T extends object>(props: TabListProps<T>) {
  // `relative`: the tabs' offsets are measured from the strip.
  return <AriaTabList {...props} className="relative flex gap-1 overflow-x-auto border-b border-slate-200" />;
}

export function Tab({ children, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={cn(
        "-mb-px cursor-default border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 outline-none",
        "hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-brand-600 data-selected:border-brand-700 data-selected:text-brand-800",
      )}
    >
      {(renderProps) => (
        <>
          <KeepInStrip selected={renderProps.isSelected} />
          {typeof children === "function" ? children(renderProps) : children}
        </>
      )}
    </AriaTab>
  );
}

/**
 * Scrolls the strip sideways to show its tab once selected: also when the screen or a link chose it
 * (?tab=salud), not only when the keyboard moved there. The page itself does not move.
 */
function KeepInStrip({ selected }: { selected: boolean }) {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tab = mark.current?.closest<HTMLElement>('[role="tab"]');
    const strip = tab?.parentElement;
    if (!selected || !tab || !strip) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < strip.scrollLeft) strip.scrollLeft = start;
    else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = end - strip.clientWidth;
  }, [selected]);
  return <span ref={mark} hidden />;
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className="outline-none" />;
}
