import { clampPosition, moveItem, sameOrder } from './order';

describe('question order', () => {
  it('moves one id to another index and leaves the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('clamps a typed position to 1…n', () => {
    expect(clampPosition(0, 4, 2)).toBe(1);
    expect(clampPosition(-3, 4, 2)).toBe(1);
    expect(clampPosition(9, 4, 2)).toBe(4);
    expect(clampPosition(2.6, 4, 1)).toBe(3);
    expect(clampPosition(Number.NaN, 4, 2)).toBe(2);
  });

  it('tells equal orders apart from changed ones', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
