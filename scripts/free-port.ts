import { createServer } from 'node:net';

/** A TCP port that was free on host a moment ago (the OS picks it). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the port the OS picked'));
      });
    });
  });
}

/**
 * Rejects, saying what to do, when something already listens on host:port: asking /api/health would take
 * another program's (or another Clearway's) answer for our own server's.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      reject(new Error(`Port ${port} on ${host} is already in use (another Clearway, or another program). Stop it, or choose another port: PORT=${port + 1} npm start`));
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}
