/** The bet slip: a side panel on desktop, a bottom sheet on phones (built by the bet slip feature). */
export function BetSlip() {
  return null;
}
