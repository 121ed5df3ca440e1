// Every route mf-sports owns (contracts ROUTES) renders through the shell, mounted by sports.
import { describeRouteSuite } from '../../e2e/playwright/route-suite';

describeRouteSuite('sports');
