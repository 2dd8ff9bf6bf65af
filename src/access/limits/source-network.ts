/**
 * The source network of a request, the unit anonymous agents and sign-in attempts are counted by:
 * an IPv4 /24 or an IPv6 /56 (what one household, office or small host commonly holds). Minting
 * keys is free, addresses inside one such block are cheap; whole blocks are not.
 */
import ipaddr from 'ipaddr.js';

export const IPV4_PREFIX = 24;
export const IPV6_PREFIX = 56;

/** `203.0.113.0/24` or `2001:db8:0:ab00::/56`; IPv4-mapped IPv6 counts as its IPv4; unparsable: `unknown`. */
export const sourceNetwork = (address: string | undefined): string => {
  if (!address || !ipaddr.isValid(address)) return 'unknown';
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') {
    const [a, b, c] = (ip as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/${IPV4_PREFIX}`;
  }
  const parts = (ip as ipaddr.IPv6).parts.slice();
  const keepBits = IPV6_PREFIX;
  for (let i = 0; i < 8; i++) {
    const bits = Math.max(0, Math.min(16, keepBits - i * 16));
    parts[i] = (parts[i] ?? 0) & (bits === 0 ? 0 : (0xffff << (16 - bits)) & 0xffff);
  }
  return `${new ipaddr.IPv6(parts).toString()}/${IPV6_PREFIX}`;
};
