/**
 * The import's calls: read the file's columns, dry-run the mapping, commit it (with the
 * check's fingerprint: a 409 EMPLOYEE_IMPORT_STALE asks for a new check).
 */
import { isApiError } from '@itam/shared/api';
import type { EmployeeImportError, EmployeeImportResult } from '@itam/shared/contracts';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { assetsApi } from '../../common/assets-api';
import { getImportColumns, runImport } from '../org-settings/api/employees-api';
import {
  importChecked,
  importColumnsRead,
  importCommitRequested,
  importDryRunRequested,
  importFailed,
  importFileChosen,
  importFinished,
  importStale,
  selectEmployeeImport,
  type EmployeeImportState,
} from './employee-import.slice';

const STALE: EmployeeImportError = 'EMPLOYEE_IMPORT_STALE';

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
      ...(dryRun
        ? {}
        : {
            fingerprint: state.result?.fingerprint ?? undefined,
            changeLoginEmails: state.changeLoginEmails,
          }),
    });
    yield put(!dryRun && result.valid ? importFinished(result) : importChecked(result));
    // The employees written: every screen listing them reads them again.
    if (!dryRun && result.valid)
      yield put(
        assetsApi.util.invalidateTags(['Employee', { type: 'Employee', id: 'LIST' }, 'Department']),
      );
  } catch (error) {
    if (isApiError(error) && error.code === STALE) {
      yield put(importStale());
      return;
    }
    console.error('[assets] the import failed', error);
    yield put(importFailed(messageOf(error)));
  }
}

export function* employeeImportSaga() {
  yield takeLatest(importFileChosen.type, readColumns);
  yield takeLatest(importDryRunRequested.type, () => run(true));
  yield takeLatest(importCommitRequested.type, () => run(false));
}
