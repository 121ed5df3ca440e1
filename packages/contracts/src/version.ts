/**
 * Version of the shell ⇄ remote contract (mount props + bus events). A remote refuses to mount
 * under a shell whose MAJOR differs from the one it was built against.
 */
export const CONTRACT_VERSION = '2.5.0';

export function contractMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isContractCompatible(builtAgainst: string, offered: string): boolean {
  return contractMajor(builtAgainst) === contractMajor(offered);
}
