// The dev harness's webpack entry (webpack-config's remote config). Async boundary: the shared
// modules are negotiated before the harness and the remote's code run.
void import('./harness-boot');
