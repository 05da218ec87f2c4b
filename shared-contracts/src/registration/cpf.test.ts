import { formatCpf, isValidCpf, onlyDigits } from './cpf';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 9 8765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '000.000.001-91'])(
    'accepts %s (correct check digits)',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each(['529.982.247-24', '529.982.247-15', '111.444.777-36', '123.456.789-00'])(
    'rejects %s (wrong check digit)',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );

  it.each(['000.000.000-00', '111.111.111-11', '999.999.999-99'])('rejects repeated digits %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );

  it.each(['5299822472', '529982247250', '', null])('rejects a length other than 11: %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
});

describe('formatCpf', () => {
  it('applies the mask 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('masks partial input as it is typed and stops at 11 digits', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529982247251234')).toBe('529.982.247-25');
    expect(formatCpf('')).toBe('');
  });
});
