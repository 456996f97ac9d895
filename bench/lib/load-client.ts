// The load generator's own process (bench/lib/measure.ts starts it): autocannon against one URL, each connection
// with its own headers, so that every connection can be a member of its own. Reads its order as JSON on stdin and
// writes autocannon's result as JSON on stdout.
import autocannon from 'autocannon';

export type LoadOrder = {
  url: string;
  connections: number;
  seconds: number;
  /** Connection i sends headers[i % headers.length]; [{}] sends none. */
  headers: Record<string, string>[];
};

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const order = JSON.parse(await readStdin()) as LoadOrder;
let nextConnection = 0;
const result = await autocannon({
  url: order.url,
  connections: order.connections,
  duration: order.seconds,
  // Called once for each connection as autocannon opens it.
  setupClient: (client) => {
    client.setHeaders(order.headers[nextConnection % order.headers.length] ?? {});
    nextConnection += 1;
  },
});
process.stdout.write(`${JSON.stringify(result)}\n`);
