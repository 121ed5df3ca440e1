import { CatalogueView } from './CatalogueView';

export function EsportsPage() {
  return <CatalogueView kind="esports" />;
}
