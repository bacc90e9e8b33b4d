// Loops between gateways (docs/api.md#the-gateway): each gateway passes on the `Via` it received and adds
// itself, so a request that comes back to a gateway names it (two gateways pointed at each other, or one
// at itself), and a chain of proxies is cut after a few hops whoever they are.

/** Proxies a request may have passed through before this gateway; more is refused, not forwarded. */
export const MAX_VIA_HOPS = 8;

/** The `Via` entries a request arrived with (RFC 9110 §7.6.3: comma-separated, in the order passed). */
function viaEntries(received: string | undefined): string[] {
  if (received === undefined) return [];
  return received
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Why a request must not be forwarded (it came round, or through too many proxies), or null. */
export function viaRefusal(received: string | undefined, hop: string): string | null {
  const entries = viaEntries(received);
  if (entries.some((entry) => entry.split(/\s+/u).includes(hop))) return 'came back to this gateway: its upstream forwards to it, a loop';
  if (entries.length >= MAX_VIA_HOPS)
    return `passed through ${entries.length} proxies (at most ${MAX_VIA_HOPS - 1}): a loop, or a chain too long`;
  return null;
}

/** The `Via` to send upstream: the one received, then this gateway. */
export function viaToSend(received: string | undefined, hop: string): string {
  return [...viaEntries(received), `1.1 ${hop}`].join(', ');
}
