// The shell's only configuration module. Remote URLs are NOT here: they come from the server at run time.
export const shellConfig = {
  apiBase: '/api/',
  /** delay before the logout reload (spec §9) */
  logoutReloadMs: 300,
} as const;
