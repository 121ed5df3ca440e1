// Every route mf-account owns (contracts ROUTES) renders through the shell, mounted by account.
import { describeRouteSuite } from '../../e2e/playwright/route-suite';

describeRouteSuite('account');
