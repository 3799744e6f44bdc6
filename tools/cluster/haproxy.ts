/**
 * The HAProxy configuration of a cluster (docs/deploy.md#cluster): HTTP mode, round-robin without sticky
 * sessions (our clients use the WebSocket transport only), long tunnel timeouts for WebSockets, the
 * client's address in X-Forwarded-For, and a health check on /health so a process that lost its storage
 * (503) or died leaves the rotation within two seconds.
 */
export function haproxyConfig(listen: { host: string; port: number }, nodes: { host: string; port: number }[]): string {
  return `global
  # Two file descriptors a connection; the machine allows 20,000.
  maxconn 9000

defaults
  mode http
  timeout connect 5s
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h
  option forwardfor
  retries 2
  option redispatch

frontend web
  bind ${listen.host}:${listen.port}
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
${nodes.map((node, i) => `  server node${i} ${node.host}:${node.port} check inter 1s fall 2 rise 1`).join('\n')}
`;
}
