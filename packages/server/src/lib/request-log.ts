import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request lines as the app writes them (its `logController`, no hook): one 'request completed'
 * line per answer (request: method, URL with its tokens redacted, host, address, lib/log-options.ts;
 * status; time taken) instead of two, and no 'incoming request' line. Writes and every answer of 400 or
 * more are logged at info, an answer that failed mid-way at error. Successful reads (GET/HEAD below 400)
 * are most of the traffic and writing each cost a fifth of a read's throughput (docs/performance.md): one in
 * `sampleEvery` of them is logged at info, the others at debug (LOG_LEVEL=debug shows them all; 0: none at
 * info). A route's own `logLevel` (the health checks' 'silent') applies, as `req.log` is the route's logger.
 */
export class RequestLog extends LogController {
  private reads = 0;

  constructor(private readonly sampleEvery: number) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (error) {
      req.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const read = (req.method === 'GET' || req.method === 'HEAD') && reply.statusCode < 400;
    const level = !read || (this.sampleEvery > 0 && ++this.reads % this.sampleEvery === 0) ? 'info' : 'debug';
    req.log[level]({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
