import { graphql } from "react-relay/hooks";
import type { DashboardPageQuery as DashboardPageQueryType } from "../../__generated__/DashboardPageQuery.graphql.ts";
import { BackupWarning } from "./BackupWarning.tsx";
import { RefugioIncompleteNotice } from "../refugio/RefugioIncompleteNotice.tsx";
import { DashboardCards } from "./DashboardCards.tsx";
import { MovementsChart } from "./MovementsChart.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

export const DashboardPageQuery = graphql`
  query DashboardPageQuery {
    dashboard {
      ...DashboardCards_dashboard
      ...MovementsChart_dashboard
      ...BackupWarning_dashboard
    }
    appStatus {
      zonaHoraria
    }
  }
`;

export function DashboardPage() {
  const { dashboard, appStatus } = useRouteQuery<DashboardPageQueryType>(DashboardPageQuery);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">La situación del refugio hoy y sus movimientos del último año.</p>
      </header>
      <BackupWarning dashboard={dashboard} timeZone={appStatus.zonaHoraria} />
      <RefugioIncompleteNotice />
      <DashboardCards dashboard={dashboard} />
      <MovementsChart dashboard={dashboard} />
    </div>
  );
}
