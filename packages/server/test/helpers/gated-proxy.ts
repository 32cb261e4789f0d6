import net from 'node:net';

/**
 * A TCP proxy to a local server (an RCON fake) whose new connections can be held: while `hold` is true a
 * new connection is accepted but nothing passes until `release()` (a holder "stuck connecting"). Connections
 * made while `hold` is false pass at once.
 */
export async function gatedProxy(target: { host: string; port: number }, hold = true) {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const sockets: net.Socket[] = [];
  let held = 0;
  const state = { hold };
  const server = net.createServer((sock) => {
    sockets.push(sock);
    sock.on('error', () => undefined);
    if (state.hold) held++;
    void (state.hold ? gate : Promise.resolve()).then(() => {
      const up = net.connect(target.port, target.host);
      sockets.push(up);
      up.on('error', () => undefined);
      sock.pipe(up);
      up.pipe(sock);
      sock.on('close', () => up.destroy());
      up.on('close', () => sock.destroy());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Connections held so far. */
    held: () => held,
    setHold: (on: boolean) => {
      state.hold = on;
    },
    release: () => open(),
    close: async () => {
      open();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
