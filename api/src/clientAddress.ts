/**
 * The client the failed-login budgets are kept for (auth/loginThrottle.ts): its address, or for
 * IPv6 its /64 network, as @fastify/rate-limit keys the routes' request limits. An IPv6 subscriber
 * is given at least a /64 and may use any address in it, so budgets per address would let one
 * client try passwords without end; a /64 is never split between two subscribers, so nobody is
 * throttled for a neighbour's failures (decisions.md, "Budgets per client: an IPv6 client is its /64").
 */
import ipaddr from "ipaddr.js";

/** The first four of IPv6's eight 16-bit groups: the network part every subscriber holds whole. */
const IPV6_NETWORK_GROUPS = 4;

export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  // An IPv4 client reached over an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, IPV6_NETWORK_GROUPS), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
