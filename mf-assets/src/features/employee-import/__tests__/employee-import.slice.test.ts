import {
  employeeImportReducer,
  importChecked,
  importColumnsRead,
  importFileChosen,
  importLoginEmailsChosen,
  importMappingChanged,
  importStale,
  initialEmployeeImportState,
  selectCanCommit,
} from '../employee-import.slice';

const RESULT = {
  dryRun: true,
  rowCount: 2,
  creates: 2,
  updates: 0,
  unchanged: 0,
  updateRows: [],
  loginEmailChanges: 0,
  issues: [],
  valid: true,
  fingerprint: 'f'.repeat(64),
};

function stateAfter(...actions: Parameters<typeof employeeImportReducer>[1][]) {
  return actions.reduce(employeeImportReducer, initialEmployeeImportState);
}

describe('employee import workflow', () => {
  it('offers the commit only after a clean check of the current mapping', () => {
    const read = [
      importFileChosen({ fileName: 'a.csv', content: 'eA==' }),
      importColumnsRead({
        columns: ['Id', 'Name'],
        rowCount: 2,
        sample: [],
        suggestedMapping: { code: 'Id', name: 'Name' },
      }),
    ];
    expect(stateAfter(...read).mapping).toEqual({ code: 'Id', name: 'Name' });
    const checked = stateAfter(...read, importChecked(RESULT));
    expect(selectCanCommit({ employeeImport: checked } as never)).toBe(true);
    const remapped = stateAfter(
      ...read,
      importChecked(RESULT),
      importMappingChanged({ field: 'email', column: 'Name' }),
    );
    expect(remapped.result).toBeNull();
    expect(selectCanCommit({ employeeImport: remapped } as never)).toBe(false);
    const bad = stateAfter(
      ...read,
      importChecked({ ...RESULT, valid: false, issues: [{ row: 1, field: 'code', message: 'x' }] }),
    );
    expect(selectCanCommit({ employeeImport: bad } as never)).toBe(false);
  });

  it('forgets everything when another file is chosen', () => {
    const state = stateAfter(
      importFileChosen({ fileName: 'a.csv', content: 'eA==' }),
      importChecked(RESULT),
      importFileChosen({ fileName: 'b.csv', content: 'eQ==' }),
    );
    expect(state).toMatchObject({
      step: 'reading',
      fileName: 'b.csv',
      result: null,
      columns: null,
    });
  });

  it('forgets the login-email choice with a new check, and the check when the commit was stale', () => {
    const chosen = stateAfter(importChecked(RESULT), importLoginEmailsChosen(true));
    expect(chosen.changeLoginEmails).toBe(true);
    expect(employeeImportReducer(chosen, importChecked(RESULT)).changeLoginEmails).toBe(false);
    const stale = employeeImportReducer(chosen, importStale());
    expect(stale).toMatchObject({ step: 'mapping', result: null, stale: true });
    expect(stale.changeLoginEmails).toBe(false);
    expect(selectCanCommit({ employeeImport: stale } as never)).toBe(false);
  });
});
