/**
 * A TCP proxy in front of PostgreSQL that can cut chosen connections off as a network partition
 * does: their traffic is held, and neither end hears a word, until `sever()` closes them (as TCP
 * keep-alives would, in time).
 */
import * as net from 'node:net';

interface Link {
  client: net.Socket;
  server: net.Socket;
  /** What the client sent first: PostgreSQL's start-up packet, with the application_name in clear. */
  startup: string;
  partitioned: boolean;
}

export interface PartitionProxy {
  port: number;
  /** Holds the traffic of the connections whose start-up packet contains `marker`; how many there were. */
  partition(marker: string): number;
  /** Closes the partitioned connections at both ends. */
  sever(): void;
  close(): Promise<void>;
}

export async function startPartitionProxy(target: { host: string; port: number }): Promise<PartitionProxy> {
  const links = new Set<Link>();
  const destroy = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.server.destroy();
  };
  const proxy = net.createServer((client) => {
    const server = net.connect(target.port, target.host);
    const link: Link = { client, server, startup: '', partitioned: false };
    links.add(link);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (from === client && link.startup === '') link.startup = chunk.toString('latin1');
        if (!link.partitioned) to.write(chunk);
      });
    forward(client, server);
    forward(server, client);
    // Across a partition, one end closing (the client giving up) is not heard at the other.
    const close = () => link.partitioned || destroy(link);
    for (const socket of [client, server]) socket.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as net.AddressInfo).port,
    partition(marker) {
      const cut = [...links].filter((link) => link.startup.includes(marker));
      for (const link of cut) link.partitioned = true;
      return cut.length;
    },
    sever() {
      for (const link of links) if (link.partitioned) destroy(link);
    },
    async close() {
      for (const link of links) destroy(link);
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
