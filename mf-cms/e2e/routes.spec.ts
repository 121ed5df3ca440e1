// Every route mf-cms owns (contracts ROUTES) renders through the shell, mounted by cms.
import { describeRouteSuite } from '../../e2e/playwright/route-suite';

describeRouteSuite('cms');
