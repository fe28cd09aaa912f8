// The floor of bench:users: the least a gateway in front of the backend must do. One process that forwards each GET
// to the backend over a keep-alive undici pool (the gateway's client), parses the JSON answer and sends it on
// re-serialised; no schema, no hooks. What it adds over REST is what one more hop costs on this machine.
// Parent → child: argv[2] the backend URL;  child → parent: {listening: port}
import http from 'node:http';
import { Pool } from 'undici';

export type FromProxyFloor = { listening: number };

const pool = new Pool(process.argv[2]!, { connections: 64 });

const server = http.createServer((req, res) => {
  void (async () => {
    const answer = await pool.request({
      method: 'GET',
      path: req.url!,
      headers: {
        accept: 'application/json',
        'accept-language': String(req.headers['accept-language']),
        authorization: String(req.headers.authorization),
      },
    });
    const body = JSON.stringify({ data: JSON.parse(await answer.body.text()) as unknown });
    res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(body);
  })().catch(() => res.writeHead(502).end());
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address !== null && typeof address === 'object')
    process.send!({ listening: address.port } satisfies FromProxyFloor);
});
process.on('disconnect', () => process.exit(0));
