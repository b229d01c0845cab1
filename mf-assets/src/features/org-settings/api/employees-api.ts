/** Employees, departments, the export and the import. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ORG_API_PATHS,
  type DepartmentsResponse,
  type EmployeeImportColumnsResponse,
  type EmployeeImportRequest,
  type EmployeeImportResponse,
  type EmployeeInput,
  type EmployeeListQuery,
  type EmployeeResponse,
  type EmployeesResponse,
  type OkResponse,
} from '@itam/shared/contracts';

export type EmployeesPage = Extract<EmployeesResponse, { type: 'success' }>;

/** GET /company/employees?pageNumber&limit&search&status */
export async function getEmployees(query: EmployeeListQuery): Promise<EmployeesPage> {
  return expectSuccess(
    await http.get<EmployeesResponse>(ORG_API_PATHS.employees, { params: query }),
  );
}

/** GET /company/employees/:id */
export async function getEmployee(id: string) {
  return expectSuccess(await http.get<EmployeeResponse>(ORG_API_PATHS.employee(id))).employee;
}

/** POST /company/employees */
export async function createEmployee(body: EmployeeInput) {
  return expectSuccess(await http.post<EmployeeResponse>(ORG_API_PATHS.employees, body)).employee;
}

/** PUT /company/employees/:id */
export async function updateEmployee(id: string, body: EmployeeInput) {
  return expectSuccess(await http.put<EmployeeResponse>(ORG_API_PATHS.employee(id), body)).employee;
}

/** DELETE /company/employees/:id (deactivates) */
export async function deactivateEmployee(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(ORG_API_PATHS.employee(id)));
}

/** GET /company/departments */
export async function getDepartments() {
  return expectSuccess(await http.get<DepartmentsResponse>(ORG_API_PATHS.departments)).departments;
}

/** GET /company/employees/export: the CSV file. */
export async function exportEmployees(status: EmployeeListQuery['status'] = 'all'): Promise<Blob> {
  return http.get<Blob>(ORG_API_PATHS.employeeExport, { params: { status }, responseType: 'blob' });
}

/** The file as base64, as the import endpoints take it. */
export async function fileContent(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST /company/employees/import/columns */
export async function getImportColumns(fileName: string, content: string) {
  return expectSuccess(
    await http.post<EmployeeImportColumnsResponse>(ORG_API_PATHS.employeeImportColumns, {
      fileName,
      content,
    }),
  );
}

/**
 * POST /company/employees/import. A commit with bad rows answers 400 with every row's
 * issues: that answer is returned too (valid: false), not thrown. A commit whose check is
 * out of date (409, code EMPLOYEE_IMPORT_STALE) throws.
 */
export async function runImport(body: EmployeeImportRequest) {
  const answer = await http.post<EmployeeImportResponse>(ORG_API_PATHS.employeeImport, body, {
    validateStatus: (status) => status === 200 || status === 400,
  });
  if ('issues' in answer && Array.isArray(answer.issues) && 'rowCount' in answer) return answer;
  return expectSuccess(answer);
}
