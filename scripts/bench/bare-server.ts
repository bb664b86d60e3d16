/**
 * The reference for throughput: a bare Fastify route returning a small JSON object, with nothing else
 * (no auth, no validation, no recording). Started as a child process by the mock-server benchmark.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true, service: 'bare', version: 1 }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ready ${address}`);
