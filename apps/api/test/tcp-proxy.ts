import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a server (the database), for fault tests: `freeze()` stops every
 * byte both ways while the connections stay open (a hung server or network), `cut()` drops every
 * connection and refuses new ones (a server that is gone), `heal()` undoes either.
 */
export interface TcpProxy {
  port: number;
  freeze(): void;
  cut(): Promise<void>;
  heal(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false;
  const pairs = new Set<[Socket, Socket]>();
  let server: Server;
  let port = 0;

  const onConnection = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) {
      client.pause();
      upstream.pause();
    }
  };

  const listen = () =>
    new Promise<void>((done) => {
      server = createServer(onConnection);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        port = typeof address === 'object' && address ? address.port : port;
        done();
      });
    });
  const stopListening = () => new Promise<void>((done) => server.close(() => done()));

  await listen();
  let listening = true;
  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async cut() {
      if (listening) {
        listening = false;
        const closed = stopListening();
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        pairs.clear();
        await closed;
      }
    },
    async heal() {
      if (frozen) {
        frozen = false;
        for (const [client, upstream] of pairs) {
          client.pipe(upstream);
          upstream.pipe(client);
          client.resume();
          upstream.resume();
        }
      }
      if (!listening) {
        await listen();
        listening = true;
      }
    },
    async close() {
      await proxy.cut();
    },
  };
  return proxy;
}
