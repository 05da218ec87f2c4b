import { countdownView, formatHms, msUntilNextSecond, remainingSeconds } from './countdown';

const END = Date.parse('2026-05-10T13:00:00Z');

describe('countdown arithmetic', () => {
  it('counts the seconds left from timestamps, on the server clock, rounded up', () => {
    expect(remainingSeconds(END, 0, END - 600_000)).toBe(600);
    expect(remainingSeconds('2026-05-10T13:00:00.000Z', 0, END - 600_000)).toBe(600);
    expect(remainingSeconds(END, 0, END - 400)).toBe(1);
    // The server clock is 30 s ahead of ours: 30 s less left.
    expect(remainingSeconds(END, 30_000, END - 600_000)).toBe(570);
    expect(remainingSeconds(END, 0, END)).toBe(0);
    expect(remainingSeconds(END, 0, END + 5000)).toBe(0);
    expect(remainingSeconds(null, 0)).toBeNull();
    expect(remainingSeconds('not a date', 0)).toBeNull();
  });

  it('warns under 5 minutes and is over at 0', () => {
    expect(countdownView(300)).toEqual({ secondsLeft: 300, warning: false, over: false });
    expect(countdownView(299)).toEqual({ secondsLeft: 299, warning: true, over: false });
    expect(countdownView(0)).toEqual({ secondsLeft: 0, warning: true, over: true });
    expect(countdownView(null)).toEqual({ secondsLeft: null, warning: false, over: false });
  });

  it('formats HH:MM:SS', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(3 * 3600 + 25 * 60 + 7)).toBe('03:25:07');
    expect(formatHms(100 * 3600)).toBe('100:00:00');
  });

  it('times the next tick to when the shown second changes', () => {
    expect(msUntilNextSecond(END, 0, END - 10_250)).toBe(250);
    expect(msUntilNextSecond(END, 0, END - 10_000)).toBe(1000);
    expect(msUntilNextSecond(END, 0, END + 1)).toBe(1000);
  });
});
