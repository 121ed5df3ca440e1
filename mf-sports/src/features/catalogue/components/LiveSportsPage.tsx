import { CatalogueView } from './CatalogueView';

export function LiveSportsPage() {
  return <CatalogueView kind="live" />;
}
