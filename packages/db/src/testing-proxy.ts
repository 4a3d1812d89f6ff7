/**
 * A TCP proxy on 127.0.0.1 for tests that cut a server off (the database behind it) and bring it
 * back: `cut("refuse")` destroys every open connection and stops listening (new connections are
 * refused, as when the server is down), `cut("reset")` destroys them and resets every new one at
 * once (a server that accepts and drops, as when it is restarting); `restore()` forwards again on
 * the same port.
 */
import { createServer, connect, type Server, type Socket } from "node:net";

export interface TcpProxy {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Connections forwarded since it started, cut ones included. */
  readonly accepted: number;
  /** Drops every open connection; new ones are refused ("refuse") or reset on accept ("reset"). */
  cut(mode?: "refuse" | "reset"): Promise<void>;
  /** Forwards new connections again (listening again on the same port after a "refuse" cut). */
  restore(): Promise<void>;
  /** Drops every connection and stops listening. */
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** Starts a proxy to `target` (host and port). Output: the running TcpProxy. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let state: "open" | "refuse" | "reset" = "open";
  let accepted = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    if (state !== "open") return void client.resetAndDestroy();
    accepted++;
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const port = await listen(server, 0);
  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    get accepted() {
      return accepted;
    },
    async cut(mode = "refuse") {
      state = mode;
      if (mode === "refuse") {
        const stopped = stopListening();
        dropAll();
        await stopped;
      } else dropAll();
    },
    async restore() {
      if (!server.listening) await listen(server, port);
      state = "open";
    },
    async close() {
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
  };
}
