import { checkAssignment } from './assignment-rules';

describe('checkAssignment', () => {
  it('asks two correctors for double marking, none for single marking', () => {
    expect(checkAssignment({ doubleMarking: true, threshold: '2', correctorIds: ['1'] }).problems).toEqual({
      correctors: 'twoForDouble',
    });
    expect(checkAssignment({ doubleMarking: true, threshold: '2', correctorIds: ['1', '2'] })).toEqual({
      problems: {},
      threshold: 2,
    });
    expect(checkAssignment({ doubleMarking: false, threshold: '0', correctorIds: [] }).problems).toEqual({});
  });

  it('reads the threshold with a decimal comma and, with double marking, refuses a negative or missing one', () => {
    const two = ['1', '2'];
    expect(checkAssignment({ doubleMarking: true, threshold: '1,5', correctorIds: two }).threshold).toBe(1.5);
    expect(checkAssignment({ doubleMarking: true, threshold: '-1', correctorIds: two }).problems).toEqual({
      threshold: 'invalid',
    });
    expect(checkAssignment({ doubleMarking: true, threshold: '', correctorIds: two }).problems).toEqual({
      threshold: 'invalid',
    });
    // Single marking hides the threshold: an unusable one is sent as 0.
    expect(checkAssignment({ doubleMarking: false, threshold: '', correctorIds: [] })).toEqual({
      problems: {},
      threshold: 0,
    });
  });
});
