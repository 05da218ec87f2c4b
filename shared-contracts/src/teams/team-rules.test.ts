import {
  acceptedFileType,
  ACCEPTED_FORMATS_LABEL,
  checkCsvShape,
  csvShapeOf,
  DEFAULT_MEMBER_LIMIT,
  fileExtension,
  FILE_CAPS,
  isProjectCategory,
  isValidVideoUrl,
  MAX_FILE_BYTES,
  memberAdditionError,
  memberLimitOf,
  needsTeacher,
  offeredRoles,
} from './team-rules';

const csv = (rows: number, columns: number, separator = ',') =>
  Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => `${r}.${c}`).join(separator),
  ).join('\n');

describe('member limit and roles', () => {
  it('reads the phase member_limit, 5 by default', () => {
    expect(DEFAULT_MEMBER_LIMIT).toBe(5);
    expect(memberLimitOf({ member_limit: 3 })).toBe(3);
    expect(memberLimitOf({ member_limit: '4' })).toBe(4);
    expect(memberLimitOf({})).toBe(5);
    expect(memberLimitOf(null)).toBe(5);
    expect(memberLimitOf({ member_limit: 0 })).toBe(5);
    expect(memberLimitOf({ member_limit: 2.5 })).toBe(5);
  });

  it('offers member and teacher while places remain', () =>
    expect(offeredRoles({ count: 2, limit: 5, hasTeacher: false })).toEqual(['member', 'teacher']));

  it('offers only teacher for the last place when there is no teacher', () => {
    expect(offeredRoles({ count: 4, limit: 5, hasTeacher: false })).toEqual(['teacher']);
    expect(needsTeacher({ count: 4, limit: 5, hasTeacher: false })).toBe(true);
  });

  it('offers both for the last place when a teacher exists', () => {
    expect(offeredRoles({ count: 4, limit: 5, hasTeacher: true })).toEqual(['member', 'teacher']);
    expect(needsTeacher({ count: 4, limit: 5, hasTeacher: true })).toBe(false);
  });

  it('offers nothing at the limit', () =>
    expect(offeredRoles({ count: 5, limit: 5, hasTeacher: true })).toEqual([]));

  it('says why a member cannot be added', () => {
    expect(memberAdditionError({ count: 5, limit: 5, hasTeacher: true }, 'teacher')).toBe(
      'teams.error.limit',
    );
    expect(memberAdditionError({ count: 4, limit: 5, hasTeacher: false }, 'member')).toBe(
      'teams.error.teacherRequired',
    );
    expect(memberAdditionError({ count: 4, limit: 5, hasTeacher: false }, 'teacher')).toBeNull();
    expect(memberAdditionError({ count: 1, limit: 5, hasTeacher: false }, 'member')).toBeNull();
    expect(memberAdditionError({ count: 1, limit: 5, hasTeacher: false }, 'leader')).toBe(
      'teams.error.leaderRole',
    );
  });
});

describe('files', () => {
  it('caps 2 per participation and category, 15 for in_group, 10 MB each', () => {
    expect(FILE_CAPS).toEqual({ pre_project: 2, in_group: 15, final_project: 2 });
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
  });

  it('knows the project categories', () => {
    expect(isProjectCategory('in_group')).toBe(true);
    expect(isProjectCategory('regular')).toBe(false);
  });

  it('lists the accepted formats for the message', () =>
    expect(ACCEPTED_FORMATS_LABEL).toBe(
      'PDF, PNG, JPG, JPEG, ZIP, DOCX, PPTX, XLSX, TXT, CSV, PY, IPYNB, MD',
    ));

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Relatório.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('dir/x.py')).toBe('py');
    expect(acceptedFileType('a.docx')?.kind).toBe('zip');
    expect(acceptedFileType('a.exe')).toBeNull();
  });
});

describe('csv shape', () => {
  it('reads the shape an edition requires', () => {
    expect(csvShapeOf({ csv_shape: { rows: 2400, columns: 2 } })).toEqual({ rows: 2400, columns: 2 });
    expect(csvShapeOf({})).toBeNull();
    expect(csvShapeOf(null)).toBeNull();
    expect(csvShapeOf({ csv_shape: { rows: '2400', columns: 2 } })).toBeNull();
  });

  it('accepts exactly 2400 rows of 2 columns, with a trailing newline or CRLF', () => {
    expect(checkCsvShape(csv(2400, 2), { rows: 2400, columns: 2 }).ok).toBe(true);
    expect(checkCsvShape(`${csv(2400, 2)}\n`, { rows: 2400, columns: 2 }).ok).toBe(true);
    expect(checkCsvShape(csv(2400, 2).replace(/\n/g, '\r\n'), { rows: 2400, columns: 2 }).ok).toBe(true);
    expect(checkCsvShape(csv(2400, 2, ';'), { rows: 2400, columns: 2 }).ok).toBe(true);
  });

  it('refuses other row or column counts', () => {
    expect(checkCsvShape(csv(2399, 2), { rows: 2400, columns: 2 })).toEqual({
      ok: false,
      rows: 2399,
      columns: 2,
    });
    expect(checkCsvShape(csv(2400, 3), { rows: 2400, columns: 2 })).toEqual({
      ok: false,
      rows: 2400,
      columns: 3,
    });
    expect(checkCsvShape('a,b\nc\n', { rows: 2, columns: 2 })).toEqual({ ok: false, rows: 2, columns: null });
  });

  it('keeps quoted delimiters and line breaks inside one field', () =>
    expect(checkCsvShape('"a,b",c\n"multi\nline",d\n', { rows: 2, columns: 2 }).ok).toBe(true));
});

describe('video urls', () => {
  it('accepts http and https links with a host', () => {
    expect(isValidVideoUrl('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isValidVideoUrl(' http://vimeo.com/123 ')).toBe(true);
  });

  it('refuses other schemes and non-links', () => {
    expect(isValidVideoUrl('javascript:alert(1)')).toBe(false);
    expect(isValidVideoUrl('ftp://example.com/v.mp4')).toBe(false);
    expect(isValidVideoUrl('youtube.com/watch')).toBe(false);
    expect(isValidVideoUrl('https://nohost')).toBe(false);
    expect(isValidVideoUrl('')).toBe(false);
    expect(isValidVideoUrl(`https://a.com/${'x'.repeat(2100)}`)).toBe(false);
  });
});
