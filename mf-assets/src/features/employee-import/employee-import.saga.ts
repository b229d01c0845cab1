/** The import's calls: read the file's columns, dry-run the mapping, commit it. */
import type { EmployeeImportResult } from '@itam/shared/contracts';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { getImportColumns, runImport } from '../org-settings/api/employees-api';
import {
  importChecked,
  importColumnsRead,
  importCommitRequested,
  importDryRunRequested,
  importFailed,
  importFileChosen,
  importFinished,
  selectEmployeeImport,
  type EmployeeImportState,
} from './employee-import.slice';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function* readColumns() {
  const state: EmployeeImportState = yield select(selectEmployeeImport);
  try {
    const columns: Awaited<ReturnType<typeof getImportColumns>> = yield call(
      getImportColumns,
      state.fileName!,
      state.content!,
    );
    yield put(importColumnsRead(columns));
  } catch (error) {
    console.error('[assets] the import file could not be read', error);
    yield put(importFailed(messageOf(error)));
  }
}

function* run(dryRun: boolean) {
  const state: EmployeeImportState = yield select(selectEmployeeImport);
  try {
    const result: EmployeeImportResult = yield call(runImport, {
      fileName: state.fileName!,
      content: state.content!,
      mapping: state.mapping as never,
      dryRun,
    });
    yield put(!dryRun && result.valid ? importFinished(result) : importChecked(result));
  } catch (error) {
    console.error('[assets] the import failed', error);
    yield put(importFailed(messageOf(error)));
  }
}

export function* employeeImportSaga() {
  yield takeLatest(importFileChosen.type, readColumns);
  yield takeLatest(importDryRunRequested.type, () => run(true));
  yield takeLatest(importCommitRequested.type, () => run(false));
}
