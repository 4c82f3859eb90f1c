import type { LiveFrame } from '@meedu/contract';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppDeps } from '../../deps.ts';
import { announceJoin, enterRoom, liveBus, type LiveEvent } from './service.ts';

/** What a server that takes upgrades looks like (node's http.Server, as @hono/node-server's `serve` returns). */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
  off(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

const PATH = /^\/addons\/zhibo\/ws\/course\/(\d+)\/video\/(\d+)$/;
const PING_MS = 25_000;

/**
 * The live chat WebSocket (contract 6.7) on this server. A member connects with the URL template of play-info;
 * every frame a room produces (a message, a mute, a roll call, the end) comes through the live bus, so members
 * on any instance receive what was sent through any other. Members only listen; they send over HTTP.
 */
export async function attachLiveChat(server: UpgradeSource, deps: AppDeps): Promise<() => Promise<void>> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const rooms = new Map<number, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const deliver = (event: LiveEvent) => {
    const members = rooms.get(event.videoId);
    if (!members) return;
    const text = JSON.stringify(event.frame satisfies LiveFrame);
    for (const ws of members) if (ws.readyState === WebSocket.OPEN) ws.send(text);
  };
  const unsubscribe = await liveBus(deps.store).subscribe(deliver);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = PATH.exec(url.pathname);
    if (!m) return; // another upgrade (none today): leave the socket to its owner
    const courseId = Number(m[1]);
    const videoId = Number(m[2]);
    const token = url.searchParams.get('token') ?? '';
    enterRoom(deps, token, courseId, videoId, (t) => deps.tokens.verify(t)).then(
      (who) => {
        if (!who) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          let members = rooms.get(videoId);
          if (!members) rooms.set(videoId, (members = new Set()));
          members.add(ws);
          alive.add(ws);
          ws.on('pong', () => alive.add(ws));
          // Members never send frames (6.7); anything they send is ignored.
          ws.on('message', () => undefined);
          ws.on('close', () => {
            members.delete(ws);
            if (members.size === 0) rooms.delete(videoId);
          });
          ws.on('error', () => ws.terminate());
          void announceJoin(deps, videoId, who.nickName).catch(() => undefined);
        });
      },
      () => socket.destroy(),
    );
  };
  server.on('upgrade', onUpgrade);

  // Connections that stop answering pings (a laptop lid closed) are dropped, so rooms hold only live members.
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, PING_MS);
  pinger.unref();

  return async () => {
    clearInterval(pinger);
    server.off('upgrade', onUpgrade);
    unsubscribe();
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await liveBus(deps.store).close();
  };
}
