/** The company's branches. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ORG_API_PATHS,
  type BranchInput,
  type BranchResponse,
  type BranchesResponse,
  type OkResponse,
} from '@itam/shared/contracts';

/** GET /company/branches */
export async function getBranches() {
  return expectSuccess(await http.get<BranchesResponse>(ORG_API_PATHS.branches)).branches;
}

/** POST /company/branches */
export async function createBranch(body: BranchInput) {
  return expectSuccess(await http.post<BranchResponse>(ORG_API_PATHS.branches, body)).branch;
}

/** PUT /company/branches/:id */
export async function updateBranch(id: string, body: BranchInput) {
  return expectSuccess(await http.put<BranchResponse>(ORG_API_PATHS.branch(id), body)).branch;
}

/** DELETE /company/branches/:id */
export async function deleteBranch(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(ORG_API_PATHS.branch(id)));
}
