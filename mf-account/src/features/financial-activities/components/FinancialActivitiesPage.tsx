import { PageFrame } from '@arena/remote-kit';

export function FinancialActivitiesPage() {
  return <PageFrame />;
}
