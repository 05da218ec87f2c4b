import { createSessionClock, serverNow } from './server-clock';

const LOCAL = Date.parse('2026-05-10T12:00:00Z');

describe('session clock', () => {
  it('takes the offset from server_time, half-way through the request', () => {
    const clock = createSessionClock();
    clock
      .getState()
      .sync(
        'p1',
        { server_time: '2026-05-10T12:01:00.000Z', ends_at: '2026-05-10T13:00:00.000Z', time_left: 3540 },
        { sentAt: LOCAL - 200, receivedAt: LOCAL + 200 },
      );
    expect(clock.getState().offsetMs).toBe(60_000);
    expect(clock.getState().endsAt.p1).toBe(Date.parse('2026-05-10T13:00:00.000Z'));
    expect(serverNow(clock, LOCAL)).toBe(LOCAL + 60_000);
  });

  it('estimates the offset from ends_at and time_left until a server_time comes', () => {
    const clock = createSessionClock();
    clock
      .getState()
      .sync('p1', { ends_at: '2026-05-10T12:10:00.000Z', time_left: 540 }, { receivedAt: LOCAL });
    expect(clock.getState()).toMatchObject({ offsetMs: 60_000, offsetSource: 'estimate' });
    clock.getState().sync('p1', { server_time: '2026-05-10T12:00:02.000Z' }, { receivedAt: LOCAL });
    clock
      .getState()
      .sync('p1', { ends_at: '2026-05-10T12:10:00.000Z', time_left: 100 }, { receivedAt: LOCAL });
    expect(clock.getState()).toMatchObject({ offsetMs: 2000, offsetSource: 'server' });
  });

  it('derives the end from time_left when ends_at is missing, and forgets it without a limit', () => {
    const clock = createSessionClock();
    clock
      .getState()
      .sync('p1', { server_time: new Date(LOCAL).toISOString(), time_left: 90 }, { receivedAt: LOCAL });
    expect(clock.getState().endsAt.p1).toBe(LOCAL + 90_000);
    clock.getState().sync('p1', { time_left: null }, { receivedAt: LOCAL });
    expect(clock.getState().endsAt.p1).toBeNull();
  });
});
