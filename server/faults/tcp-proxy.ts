import net from 'node:net';

/** How the proxy treats connections while it is cut. */
export type CutMode =
  /** Connections are closed as soon as they arrive, as by a database that went down. */
  | 'refuse'
  /** Connections are accepted and never answered, as by a host the network no longer reaches. */
  | 'silent';

export interface TcpProxy {
  port: number;
  /** Destroys every open connection; new ones are treated as `mode` says until `restore`. */
  cut(mode: CutMode): void;
  /** Forwards new connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 (random port) to `target`, for a test that takes a dependency away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  let cutMode: CutMode | null = null;

  const server = net.createServer((client) => {
    if (cutMode === 'refuse') return void client.destroy();
    track(client);
    if (cutMode === 'silent') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut(mode) {
      cutMode = mode;
      destroyAll();
    },
    restore() {
      destroyAll();
      cutMode = null;
    },
    async close() {
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
