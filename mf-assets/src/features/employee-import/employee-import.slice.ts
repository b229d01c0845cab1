/**
 * The employee import's workflow: a file is chosen and read (its columns and a suggested
 * mapping), the user maps columns to fields, a dry run lists every row's problems and
 * every change to an existing employee, and only a clean dry run of the current mapping
 * can be committed (with that check's fingerprint, and the choice about emails tied to
 * logins, off until chosen). Changing the file or the mapping forgets the last check; a
 * commit refused because the employees changed since (`stale`) asks for a new check.
 */
import { createSlice, type AppState, type PayloadAction } from '@itam/shared/store';
import type {
  EmployeeImportColumns,
  EmployeeImportField,
  EmployeeImportResult,
} from '@itam/shared/contracts';

export const EMPLOYEE_IMPORT_SLICE_KEY = 'employeeImport';

export type ImportStep =
  'idle' | 'reading' | 'mapping' | 'checking' | 'checked' | 'importing' | 'done';

export interface EmployeeImportState {
  step: ImportStep;
  fileName: string | null;
  /** The file, base64. */
  content: string | null;
  columns: EmployeeImportColumns | null;
  mapping: Partial<Record<EmployeeImportField, string>>;
  result: EmployeeImportResult | null;
  /** The commit also changes the emails the check flagged as tied to a login. */
  changeLoginEmails: boolean;
  /** The last commit was refused: the employees changed after the check. */
  stale: boolean;
  error: string | null;
}

declare module '@itam/shared/store' {
  interface AppState {
    [EMPLOYEE_IMPORT_SLICE_KEY]?: EmployeeImportState;
  }
}

export const initialEmployeeImportState: EmployeeImportState = {
  step: 'idle',
  fileName: null,
  content: null,
  columns: null,
  mapping: {},
  result: null,
  changeLoginEmails: false,
  stale: false,
  error: null,
};

const slice = createSlice({
  name: EMPLOYEE_IMPORT_SLICE_KEY,
  initialState: initialEmployeeImportState,
  reducers: {
    importFileChosen(_state, action: PayloadAction<{ fileName: string; content: string }>) {
      return { ...initialEmployeeImportState, step: 'reading', ...action.payload };
    },
    importColumnsRead(state, action: PayloadAction<EmployeeImportColumns>) {
      state.step = 'mapping';
      state.columns = action.payload;
      state.mapping = action.payload.suggestedMapping;
    },
    importMappingChanged(
      state,
      action: PayloadAction<{ field: EmployeeImportField; column: string | null }>,
    ) {
      const { field, column } = action.payload;
      if (column) state.mapping[field] = column;
      else delete state.mapping[field];
      state.step = 'mapping';
      state.result = null;
      state.changeLoginEmails = false;
    },
    importDryRunRequested(state) {
      state.step = 'checking';
      state.error = null;
      state.stale = false;
    },
    importCommitRequested(state) {
      state.step = 'importing';
      state.error = null;
    },
    importChecked(state, action: PayloadAction<EmployeeImportResult>) {
      state.step = 'checked';
      state.result = action.payload;
      state.changeLoginEmails = false;
    },
    importLoginEmailsChosen(state, action: PayloadAction<boolean>) {
      state.changeLoginEmails = action.payload;
    },
    importStale(state) {
      state.step = 'mapping';
      state.result = null;
      state.changeLoginEmails = false;
      state.stale = true;
    },
    importFinished(state, action: PayloadAction<EmployeeImportResult>) {
      state.step = 'done';
      state.result = action.payload;
    },
    importFailed(state, action: PayloadAction<string>) {
      state.step = state.columns ? 'mapping' : 'idle';
      state.error = action.payload;
    },
    importReset() {
      return initialEmployeeImportState;
    },
  },
});

export const {
  importFileChosen,
  importColumnsRead,
  importMappingChanged,
  importDryRunRequested,
  importCommitRequested,
  importChecked,
  importLoginEmailsChosen,
  importStale,
  importFinished,
  importFailed,
  importReset,
} = slice.actions;
export const employeeImportReducer = slice.reducer;

export const selectEmployeeImport = (state: AppState): EmployeeImportState =>
  state[EMPLOYEE_IMPORT_SLICE_KEY] ?? initialEmployeeImportState;

/** A commit is offered only after a clean dry run of the current file and mapping. */
export const selectCanCommit = (state: AppState): boolean => {
  const s = selectEmployeeImport(state);
  return s.step === 'checked' && !!s.result?.valid;
};
