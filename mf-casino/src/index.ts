// Async boundary: shared modules are negotiated before the harness code runs.
void import('./harness');
