import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cn("rounded-xl border border-slate-200 bg-white shadow-sm", className)}>{children}</section>;
}

/** `isPageTitle`: the card is the whole page (setup, SMTP), so its title is the page's h1. */
export function CardHeader({ title, description, icon, isPageTitle }: { title: ReactNode; description?: ReactNode; icon?: ReactNode; isPageTitle?: boolean }) {
  const Heading = isPageTitle ? "h1" : "h2";
  return (
    <header className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
      {icon && <span className="mt-0.5 text-brand-700">{icon}</span>}
      <div>
        <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
    </header>
  );
}

export function CardBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("px-5 py-4", className)}>{children}</div>;
}

/**
 * A screen that is one card (SMTP, Datos del refugio): centred, its title the page's h1. Further
 * cards of the same screen (`isSection`) title their part with an h2.
 */
export function PageCard({
  icon,
  title,
  description,
  bodyClassName,
  isSection = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  bodyClassName?: string;
  isSection?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <Card>
        <CardHeader icon={icon} title={title} isPageTitle={!isSection} description={description} />
        <CardBody className={bodyClassName}>{children}</CardBody>
      </Card>
    </div>
  );
}
