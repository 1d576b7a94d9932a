import type { TTeamEvents } from '@/lib/realtime/team-events';

/**
 * A stand-in for lib/realtime/team-events in tests: nothing connects; the test plays the
 * server's events through `teamEvents.listeners`. A page may listen more than once (every
 * customer page for the review reminders, an orders page for its orders): the listeners add up,
 * and each listening's own go when it is closed (the page unmounts).
 *
 *   vi.mock('@/lib/realtime/team-events', () => import('@/test/fake-team-events'));
 */
export const teamEvents = {
  listeners: {} as Record<string, (payload: unknown) => void>,
  teamIds: [] as number[],
};

export async function listenToTeamEvents(
  teamId: number,
  listeners: Record<string, (payload: unknown) => void>,
): Promise<TTeamEvents> {
  teamEvents.teamIds.push(teamId);
  teamEvents.listeners = { ...teamEvents.listeners, ...listeners };
  return {
    close: () => {
      for (const [event, listener] of Object.entries(listeners)) {
        if (teamEvents.listeners[event] === listener) delete teamEvents.listeners[event];
      }
    },
  };
}

/** The staff console's channel: the test plays the events through `staffEvents.listeners`. */
export const staffEvents = {
  listeners: {} as Record<string, (payload: unknown) => void>,
};

export async function listenToStaffEvents(
  listeners: Record<string, (payload: unknown) => void>,
): Promise<TTeamEvents> {
  staffEvents.listeners = listeners;
  return { close: () => undefined };
}
