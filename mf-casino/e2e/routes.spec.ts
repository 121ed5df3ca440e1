// Every route mf-casino owns (contracts ROUTES) renders through the shell, mounted by casino.
import { describeRouteSuite } from '../../e2e/playwright/route-suite';

describeRouteSuite('casino');
