import ipaddr from 'ipaddr.js';

// The key every application limiter counts a client under. An IPv6 subscriber is given a whole /64,
// so counting single addresses would let one client rotate through 2^64 of them; IPv4 addresses and
// IPv4-mapped IPv6 addresses count one by one. The gateway keys its own limits the same way.
export function clientLimitKey(address: string | null | undefined): string {
  const text = (address ?? '').trim();
  if (text === '') return 'unknown';
  if (!ipaddr.isValid(text)) return text;
  const ip = ipaddr.process(text);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts;
  return `${parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
