import { CatalogueView } from './CatalogueView';

export function SportsPage() {
  return <CatalogueView kind="sports" />;
}
