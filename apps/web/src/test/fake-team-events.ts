import { afterEach, beforeEach } from 'vitest';
import { type Listeners, realtimeListening, type TTeamEvents } from '@/lib/realtime/team-events';

/**
 * A stand-in for the realtime channels in tests: nothing connects; the test plays the server's
 * events through `teamEvents.listeners`. A page may listen more than once (every customer page
 * for the review reminders, an orders page for its orders): the listeners add up, and each
 * listening's own go when it is closed (the page unmounts).
 *
 *   withFakeTeamEvents();  // at the top of the test file
 */
export const teamEvents = {
  listeners: {} as Listeners,
  teamIds: [] as number[],
};

/** The staff console's channel: the test plays the events through `staffEvents.listeners`. */
export const staffEvents = {
  listeners: {} as Listeners,
};

async function listenToTeamEvents(teamId: number, listeners: Listeners): Promise<TTeamEvents> {
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

async function listenToStaffEvents(listeners: Listeners): Promise<TTeamEvents> {
  staffEvents.listeners = listeners;
  return { close: () => undefined };
}

/** The real listening, as the module loaded it (the worker loads this file once). */
const overSocket = { ...realtimeListening };

/**
 * Each test of the file listens through the stand-in, starting with no listeners; the real
 * channels are back after it (the file's worker runs other files next).
 */
export function withFakeTeamEvents(): void {
  beforeEach(() => {
    teamEvents.listeners = {};
    teamEvents.teamIds = [];
    staffEvents.listeners = {};
    realtimeListening.team = listenToTeamEvents;
    realtimeListening.staff = listenToStaffEvents;
  });
  afterEach(() => {
    Object.assign(realtimeListening, overSocket);
  });
}
