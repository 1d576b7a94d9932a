import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in socket.io client socket: records its listeners and whether it was disconnected. */
class FakeSocket {
  listeners = new Map<string, Set<(payload: unknown) => void>>();
  disconnected = false;
  on(event: string, listener: (payload: unknown) => void) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  off(event: string, listener?: (payload: unknown) => void) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  once(event: string, listener: (payload: unknown) => void) {
    const once = (payload: unknown) => {
      this.off(event, once);
      listener(payload);
    };
    return this.on(event, once);
  }
  /** The manager: its WebSocket's state, and whether it may connect again after a failure. */
  io = {
    engine: { readyState: 'open' },
    reconnects: true,
    reconnection(value: boolean) {
      this.reconnects = value;
    },
  };
  emit(event: string, payload: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What the server answers a join (`subscribe`), and the joins asked. */
  ack: unknown = { ok: true };
  joins: unknown[] = [];
  /** The answer to the last join, settled after the join's own handler has read it. */
  answered: Promise<unknown> | null = null;
  timeout() {
    return this;
  }
  emitWithAck(_event: string, payload: unknown) {
    this.joins.push(payload);
    this.answered = Promise.resolve(this.ack);
    return this.answered;
  }
}

const sockets: FakeSocket[] = [];
vi.mock('@/lib/realtime/open-realtime-socket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/realtime/open-realtime-socket')>()),
  openRealtimeSocket: async () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

const { listenToTeamEvents, listenToStaffEvents } = await import('./team-events');

beforeEach(() => {
  sockets.length = 0;
});

describe('listening to realtime channels', () => {
  it('shares one connection per channel and closes it with its last listener', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = await listenToTeamEvents(7, { 'order.statusChanged': first });
    const b = await listenToTeamEvents(7, { 'order.reviewReminder': second });
    const staff = await listenToStaffEvents({ 'order.statusChanged': vi.fn() });
    expect(sockets).toHaveLength(2);
    const [team] = sockets;
    team?.emit('order.statusChanged', { orderId: 1 });
    team?.emit('order.reviewReminder', { orderId: 1 });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();

    a.close();
    a.close();
    team?.emit('order.statusChanged', { orderId: 2 });
    expect(first).toHaveBeenCalledOnce();
    expect(team?.disconnected).toBe(false);
    b.close();
    expect(team?.disconnected).toBe(true);

    // A new listener after the last one left opens a new connection.
    await listenToTeamEvents(7, { 'order.statusChanged': first });
    expect(sockets).toHaveLength(3);
    staff.close();
    expect(sockets[1]?.disconnected).toBe(true);
  });

  it.each([
    ['connects', 'connect'],
    ['fails', 'connect_error'],
  ])('closes a connection still opening when it %s, not before', async (_name, event) => {
    const listening = await listenToTeamEvents(11, { 'order.statusChanged': vi.fn() });
    const [socket] = sockets;
    if (!socket) throw new Error('no socket');
    socket.io.engine.readyState = 'opening';
    listening.close();
    expect(socket.disconnected).toBe(false);
    expect(socket.io.reconnects).toBe(false);
    socket.io.engine.readyState = event === 'connect' ? 'open' : 'closed';
    socket.emit(event, undefined);
    expect(socket.disconnected).toBe(true);
    // Left before it connected: it does not join the channel.
    expect(socket.joins).toEqual([]);
  });

  it.each([
    ['a refusal', { ok: false, message: 'You may not listen here.' }, true, 8],
    ['an answer that is no acknowledgement', { ok: 'yes' }, true, 9],
    ['an acceptance', { ok: true }, false, 10],
  ])('joins the channel on connecting, and leaves on %s', async (_name, ack, leaves, teamId) => {
    const listening = await listenToTeamEvents(teamId, { 'order.statusChanged': vi.fn() });
    const [socket] = sockets;
    if (!socket) throw new Error('no socket');
    socket.ack = ack;
    socket.emit('connect', undefined);
    expect(socket.joins).toEqual([{ channel: `team.${teamId}` }]);
    await socket.answered;
    expect(socket.disconnected).toBe(leaves);
    listening.close();
  });
});
