import { parseScore } from './score-rules';

describe('parseScore', () => {
  it('accepts 0 to the weight, with a decimal point or comma', () => {
    expect(parseScore('0', 2)).toEqual({ ok: true, value: 0 });
    expect(parseScore(' 1,5 ', 2)).toEqual({ ok: true, value: 1.5 });
    expect(parseScore('2', 2)).toEqual({ ok: true, value: 2 });
    expect(parseScore('.5', 2)).toEqual({ ok: true, value: 0.5 });
  });

  it('refuses an empty score, text, and numbers outside 0..weight', () => {
    expect(parseScore('  ', 2)).toEqual({ ok: false, problem: 'required' });
    expect(parseScore('1e1', 20)).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseScore('dois', 2)).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseScore('2.01', 2)).toEqual({ ok: false, problem: 'outOfRange' });
    expect(parseScore('-1', 2)).toEqual({ ok: false, problem: 'outOfRange' });
  });
});
