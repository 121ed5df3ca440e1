import { RemotePages } from '@arena/remote-kit';
import { HomePage } from './features/home/components/HomePage';
import { PromotionsPage } from './features/promotions/components/PromotionsPage';
import { StaticPage } from './features/pages/components/StaticPage';

const pages = { home: HomePage, promotions: PromotionsPage, 'static-page': StaticPage };

export function App() {
  return <RemotePages remote="cms" pages={pages} />;
}
