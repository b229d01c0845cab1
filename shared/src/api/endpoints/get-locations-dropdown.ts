import { API_PATHS } from '../../contracts/api';
import type { LocationsDropdownResponse } from '../../contracts/wire';
import { expectSuccess } from '../api-error';
import { http } from '../http-client';

export type LocationsSuccess = Extract<LocationsDropdownResponse, { type: 'success' }>;

/** GET /company/locations/dropdown — the organisation's branch locations. */
export async function getLocationsDropdown(): Promise<LocationsSuccess> {
  return expectSuccess(await http.get<LocationsDropdownResponse>(API_PATHS.locationsDropdown));
}
