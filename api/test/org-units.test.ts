/** Unit tests of the organisation settings: the tag rule's format, the import's row validation and the formula-safe export. */
import { formatTag, tagLink } from '@itam/shared/contracts';
import { csvCell, csvDocument } from '../src/modules/organisation/csv';
import {
  importDate,
  readImportFile,
  suggestMapping,
  validateRows,
  type ImportContext,
} from '../src/modules/organisation/employee-import-file.service';

describe('tag rule format', () => {
  it('pads the number to the rule’s digits and writes a longer one whole', () => {
    expect(formatTag('DC-LAP', 42, 5)).toBe('DC-LAP-00042');
    expect(formatTag('DC', 1, 1)).toBe('DC-1');
    expect(formatTag('X', 123456, 3)).toBe('X-123456');
  });

  it('links a tag to /url_redirect under the base, encoded', () => {
    expect(tagLink('https://tags.example.com/', 'DC 1/2')).toBe(
      'https://tags.example.com/url_redirect?tag=DC%201%2F2',
    );
  });
});

describe('formula-safe CSV', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+91 98450 12345', "'+91 98450 12345"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Plain, with comma', '"Plain, with comma"'],
    ['Asha', 'Asha'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers and empty values alone, and ends lines with CRLF after a BOM', () => {
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell(null)).toBe('');
    expect(csvDocument(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n');
  });
});

describe('import row validation', () => {
  const context: ImportContext = {
    branches: new Map([['br-pun', 'b-1']]),
    branchCodes: new Map([['b-1', 'BR-PUN']]),
    byCode: new Map([
      ['e-1', 'id-1'],
      ['e-2', 'id-2'],
    ]),
    byEmail: new Map([['two@demo.test', 'id-2']]),
    codes: new Map([
      ['e-1', 'E-1'],
      ['e-2', 'E-2'],
    ]),
  };
  const mapping = {
    code: 'Employee ID',
    name: 'Name',
    email: 'Email',
    branchId: 'Branch',
    managerCode: 'Manager',
    joiningDate: 'Joined',
  };
  const row = (cells: Partial<Record<string, string>>) => ({
    'Employee ID': '',
    Name: '',
    Email: '',
    Branch: '',
    Manager: '',
    Joined: '',
    ...cells,
  });

  it('accepts good rows: creates, updates by id and by email, managers in the file or the company', () => {
    const { records, issues } = validateRows(
      [
        row({
          'Employee ID': 'E-9',
          Name: 'New One',
          Branch: 'BR-PUN',
          Manager: 'E-1',
          Joined: '01/03/2024',
        }),
        row({ 'Employee ID': 'E-1', Name: 'Renamed', Manager: 'E-9' }),
        row({ 'Employee ID': 'E-2B', Name: 'By Email', Email: 'Two@Demo.test' }),
      ],
      mapping,
      context,
    );
    expect(issues).toEqual([]);
    expect(records.map((r) => [r.code, r.targetId, r.branchId, r.joiningDate])).toEqual([
      ['E-9', null, 'b-1', '2024-03-01'],
      ['E-1', 'id-1', null, null],
      ['E-2B', 'id-2', null, null],
    ]);
  });

  it('names each bad row and field', () => {
    const { issues } = validateRows(
      [
        row({ 'Employee ID': '', Name: 'No Id' }),
        row({ 'Employee ID': 'E-5', Name: 'Bad Mail', Email: 'not-an-email', Branch: 'BR-XXX' }),
        row({ 'Employee ID': 'E-5', Name: 'Twice', Joined: '31/02/2024' }),
        row({ 'Employee ID': 'E-6', Name: 'Self', Manager: 'E-6' }),
        row({ 'Employee ID': 'E-7', Name: 'Ghost boss', Manager: 'E-404' }),
        row({ 'Employee ID': 'E-1', Name: 'Clash', Email: 'two@demo.test' }),
      ],
      mapping,
      context,
    );
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [1, 'code'],
      [2, 'email'],
      [3, 'joiningDate'],
      [4, 'managerCode'],
      [5, 'managerCode'],
      [6, 'email'],
    ]);
    // Row 2's email is refused before its branch is looked at; row 3's id repeats row 2's.
    const again = validateRows(
      [
        row({ 'Employee ID': 'E-5', Name: 'A', Branch: 'BR-XXX' }),
        row({ 'Employee ID': 'e-5', Name: 'B' }),
      ],
      mapping,
      context,
    );
    expect(again.issues.map((i) => [i.row, i.field, i.message])).toEqual([
      [1, 'branchId', 'No branch with id BR-XXX'],
      [2, 'code', 'Employee id also on row 1'],
    ]);
  });

  it('reads dates as people write them, and refuses days that do not exist', () => {
    expect(importDate('2024-02-29')).toBe('2024-02-29');
    expect(importDate('5/3/2024')).toBe('2024-03-05');
    expect(importDate('2023-02-29')).toBeNull();
    expect(importDate('March 5')).toBeNull();
  });

  it('reads a CSV file with quoted cells and suggests the mapping from its header', async () => {
    const csv =
      'Employee ID,Full Name,E-mail,Branch ID,Reports To\r\nE-1,"Rao, Asha",asha@x.test,BR-PUN,\r\n\r\n';
    const file = await readImportFile('people.csv', Buffer.from(csv));
    expect(file.rows).toEqual([
      {
        'Employee ID': 'E-1',
        'Full Name': 'Rao, Asha',
        'E-mail': 'asha@x.test',
        'Branch ID': 'BR-PUN',
        'Reports To': '',
      },
    ]);
    expect(suggestMapping(file.columns)).toEqual({
      code: 'Employee ID',
      name: 'Full Name',
      email: 'E-mail',
      branchId: 'Branch ID',
      managerCode: 'Reports To',
    });
    await expect(readImportFile('x.xlsx', Buffer.from('not a zip'))).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
