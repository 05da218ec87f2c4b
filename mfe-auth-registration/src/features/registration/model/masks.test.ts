import { birthdayFromApi, formatBirthday, formatCep, formatPhone } from './masks';

describe('masks', () => {
  it('birthday: DD/MM/YYYY as typed, and the API date shown the same way', () => {
    expect(formatBirthday('0510')).toBe('05/10');
    expect(formatBirthday('051020101')).toBe('05/10/2010');
    expect(birthdayFromApi('2010-10-05')).toBe('05/10/2010');
    expect(birthdayFromApi(null)).toBe('');
  });

  it('CEP: 00000-000', () => {
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101009')).toBe('01310-100');
  });

  it('phone per country: Brazil with the area code, Paraguay up to 10 digits, Argentina up to 11', () => {
    expect(formatPhone('11987654321', 1)).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890', null)).toBe('(11) 3456-7890');
    expect(formatPhone('0981123456', 3)).toBe('0981 123 456');
    expect(formatPhone('021123456', 3)).toBe('021 123 456');
    expect(formatPhone('09811234567', 3)).toBe('0981 123 456');
    expect(formatPhone('1123456789', 4)).toBe('11 2345-6789');
    expect(formatPhone('91123456789', 4)).toBe('911 2345-6789');
  });
});
