import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { trustProxySetting } from './trust-proxy';

/** The named ranges Fastify's TRUST_PROXY understands (proxy-addr's names). */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type ProxyTrust = {
  /** False when no proxy is trusted at all ('false'). */
  enabled: boolean;
  /** True when `address` is a proxy whose X-Forwarded-* headers count. */
  trusts: (address: string | undefined) => boolean;
  /** The client's address: the socket's, or walking X-Forwarded-For back over trusted proxies only. */
  clientAddress: (req: IncomingMessage) => string;
};

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * Proxy trust from a TRUST_PROXY-style value (issue 21 item 2; the app host's rule, platform/
 * trust-proxy.ts): 'false' → no proxy, a number → that many hops, else addresses, CIDRs or
 * loopback / linklocal / uniquelocal. A client's own X-Forwarded-For never picks its address.
 */
export function compileProxyTrust(value: string): ProxyTrust {
  const setting = trustProxySetting(value);
  let trusts: (address: string | undefined, hop: number) => boolean;
  if (setting === false || setting === true) trusts = () => setting;
  else if (typeof setting === 'number') trusts = (_address, hop) => hop < setting;
  else {
    const list = new BlockList();
    for (const entry of setting.flatMap((part) => NAMED[part] ?? [part])) {
      const [address = '', bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (!isIP(address)) throw new Error(`TRUST_PROXY: not an address or range: ${entry}`);
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    trusts = (address) => {
      if (!address || !isIP(plain(address))) return false;
      const ip = plain(address);
      return list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
    };
  }
  return {
    enabled: setting !== false,
    trusts: (address) => trusts(address, 0),
    clientAddress: (req) => {
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .reverse();
      const hops = [req.socket.remoteAddress ?? 'unknown', ...forwarded];
      let at = 0;
      while (at < hops.length - 1 && trusts(hops[at], at)) at += 1;
      return plain(hops[at] ?? 'unknown');
    },
  };
}

/** Drops X-Forwarded-* a client sent itself (its peer is no trusted proxy), before anything reads them. */
export function dropUntrustedForwarding(req: IncomingMessage, trust: ProxyTrust): void {
  if (trust.trusts(req.socket.remoteAddress)) return;
  for (const name of Object.keys(req.headers)) if (name.startsWith('x-forwarded-')) delete req.headers[name];
}
