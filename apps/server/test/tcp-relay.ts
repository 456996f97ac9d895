import net from 'node:net';

/**
 * A TCP relay on loopback in front of a real server, which can make that server unreachable the way a database host
 * that vanished from the network is: open connections drop, and new ones are taken but never answered.
 */
export class TcpRelay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private silent = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => {
      this.track(client);
      if (this.silent) return;
      const upstream = net.connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.once('close', close);
      upstream.once('close', close);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** The host is gone: every open connection drops, and a new one is accepted and then hears nothing. */
  goSilent(): void {
    this.silent = true;
    this.dropAll();
  }

  /** The host is back: connections made while it was silent drop, new ones reach the server again. */
  resume(): void {
    this.silent = false;
    this.dropAll();
  }

  async stop(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.once('close', () => this.sockets.delete(socket));
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }
}
