/** Asset types, tag rules, the label sheet and tag look-up. */
import { expectSuccess, http } from '@itam/shared/api';
import {
  ORG_API_PATHS,
  type AssetTypeInput,
  type AssetTypeSettingResponse,
  type AssetTypeSettingsResponse,
  type OkResponse,
  type TagResolveResponse,
  type TagRuleInput,
  type TagRuleResponse,
  type TagRulesResponse,
} from '@itam/shared/contracts';

/** GET /company/asset-types/settings */
export async function getAssetTypeSettings() {
  return expectSuccess(await http.get<AssetTypeSettingsResponse>(ORG_API_PATHS.assetTypes))
    .assetTypes;
}

/** POST /company/asset-types */
export async function createAssetType(body: AssetTypeInput) {
  return expectSuccess(
    await http.post<AssetTypeSettingResponse>(ORG_API_PATHS.assetTypeCreate, body),
  ).assetType;
}

/** PUT /company/asset-types/:id */
export async function updateAssetType(id: string, body: AssetTypeInput) {
  return expectSuccess(await http.put<AssetTypeSettingResponse>(ORG_API_PATHS.assetType(id), body))
    .assetType;
}

/** DELETE /company/asset-types/:id */
export async function deleteAssetType(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(ORG_API_PATHS.assetType(id)));
}

/** GET /company/tag-rules */
export async function getTagRules() {
  return expectSuccess(await http.get<TagRulesResponse>(ORG_API_PATHS.tagRules)).tagRules;
}

/** POST /company/tag-rules */
export async function createTagRule(body: TagRuleInput) {
  return expectSuccess(await http.post<TagRuleResponse>(ORG_API_PATHS.tagRules, body)).tagRule;
}

/** PUT /company/tag-rules/:id */
export async function updateTagRule(id: string, body: TagRuleInput) {
  return expectSuccess(await http.put<TagRuleResponse>(ORG_API_PATHS.tagRule(id), body)).tagRule;
}

/** DELETE /company/tag-rules/:id */
export async function deleteTagRule(id: string): Promise<void> {
  expectSuccess(await http.delete<OkResponse>(ORG_API_PATHS.tagRule(id)));
}

/** GET /company/tags/resolve?tag= */
export async function resolveTag(tag: string) {
  return expectSuccess(
    await http.get<TagResolveResponse>(ORG_API_PATHS.tagResolve, { params: { tag } }),
  ).asset;
}
