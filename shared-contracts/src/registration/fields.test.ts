import { toId } from './fields';

describe('toId', () => {
  it('reads a positive integer given as a number or as digits', () => {
    expect(toId(12)).toBe(12);
    expect(toId(' 12 ')).toBe(12);
  });

  it('reads nothing chosen as null', () => {
    expect(toId(null)).toBeNull();
    expect(toId(undefined)).toBeNull();
    expect(toId('  ')).toBeNull();
  });

  it.each([0, -1, 1.5, 1e308, 2 ** 53, '0', '1x', '9999999999999999999'])('%p is malformed (NaN)', (value) =>
    expect(toId(value)).toBeNaN(),
  );

  it.each([true, false, [], [1], ['1'], {}, { id: 1 }])(
    'a request value of another type (%p) is malformed, not an exception',
    (value) => expect(toId(value)).toBeNaN(),
  );
});
