import { defineRemote } from '@arena/remote-kit';
import { HomePage } from './features/home/components/HomePage';
import { PromotionsPage } from './features/promotions/components/PromotionsPage';
import { PromotionDialog } from './features/promotions/components/PromotionDialog';
import { StaticPage } from './features/pages/components/StaticPage';

export default defineRemote('cms', { home: HomePage, promotions: PromotionsPage, 'static-page': StaticPage }, { promotion: PromotionDialog });
