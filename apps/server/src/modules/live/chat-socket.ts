import type { LiveFrame } from '@meedu/contract';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { AppDeps } from '../../deps.ts';
import { upgradeClientAddress } from '../../lib/client-address.ts';
import {
  announceJoin,
  CHAT_PING_MS,
  closeChatConnection,
  enterRoom,
  liveBus,
  openChatConnection,
  refreshChatConnections,
  type LiveEvent,
} from './service.ts';

/** What a server that takes upgrades looks like (node's http.Server, as @hono/node-server's `serve` returns). */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
  off(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

const PATH = /^\/addons\/zhibo\/ws\/course\/(\d+)\/video\/(\d+)$/;
/** The close of a connection evicted by a newer one past the caps (service.ts CHAT_CONNECTIONS). */
const EVICTED_CODE = 4008;
const EVICTED_REASON = '连接过多，已关闭最早打开的连接';

/**
 * The live chat WebSocket (contract 6.7) on this server. A member connects with the URL template of play-info;
 * every frame a room produces (a message, a mute, a roll call, the end) comes through the live bus, so members
 * on any instance receive what was sent through any other. Members only listen; they send over HTTP. Open
 * connections are rows in the database, capped per member and per address over every instance; a connection
 * past a cap is closed, oldest first, by whichever instance holds it (the bus notice, or its next ping).
 */
export async function attachLiveChat(server: UpgradeSource, deps: AppDeps): Promise<() => Promise<void>> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const rooms = new Map<number, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  const connectionIds = new Map<WebSocket, number>();
  const socketsById = new Map<number, WebSocket>();
  const evict = (ids: number[]) => {
    for (const id of ids) socketsById.get(id)?.close(EVICTED_CODE, EVICTED_REASON);
  };

  const deliver = (event: LiveEvent) => {
    if ('evicted' in event) {
      evict(event.evicted);
      return;
    }
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
    const address = upgradeClientAddress(req, deps.config.trustProxy);
    const admit = async () => {
      const who = await enterRoom(deps, token, courseId, videoId, (t) => deps.tokens.verify(t));
      return who ? { who, connectionId: await openChatConnection(deps, who.userId, address) } : null;
    };
    admit().then(
      (admitted) => {
        if (!admitted) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          return;
        }
        const { who, connectionId } = admitted;
        wss.handleUpgrade(req, socket, head, (ws) => {
          let members = rooms.get(videoId);
          if (!members) rooms.set(videoId, (members = new Set()));
          members.add(ws);
          alive.add(ws);
          connectionIds.set(ws, connectionId);
          socketsById.set(connectionId, ws);
          ws.on('pong', () => alive.add(ws));
          // Members never send frames (6.7); anything they send is ignored.
          ws.on('message', () => undefined);
          ws.on('close', () => {
            members.delete(ws);
            if (members.size === 0) rooms.delete(videoId);
            connectionIds.delete(ws);
            socketsById.delete(connectionId);
            // A row left behind is swept after three missed pings; the failure is logged for the operator.
            closeChatConnection(deps, connectionId).catch((err: unknown) =>
              console.error('直播连接记录删除失败：', err),
            );
          });
          ws.on('error', () => ws.terminate());
          announceJoin(deps, videoId, who.nickName).catch((err: unknown) =>
            console.error('直播进入提示发送失败：', err),
          );
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
    refreshChatConnections(deps, [...connectionIds.values()]).then(evict, (err: unknown) =>
      console.error('直播连接记录更新失败：', err),
    );
  }, CHAT_PING_MS);
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
