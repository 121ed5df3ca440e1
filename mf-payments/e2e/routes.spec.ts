// Every route mf-payments owns (contracts ROUTES) renders through the shell, mounted by payments.
import { describeRouteSuite } from '../../e2e/playwright/route-suite';

describeRouteSuite('payments');
