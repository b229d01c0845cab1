import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import {
  MARKETING_API_PATHS,
  type CatalogueDevice,
  type DeviceResponse,
  type DevicesResponse,
} from '@itam/shared/contracts';

/** GET /{product}/open-api/devices — the devices a company can order for new joiners. */
export async function getDevices(): Promise<CatalogueDevice[]> {
  const product = await getProductSlug();
  return expectSuccess(await http.get<DevicesResponse>(MARKETING_API_PATHS.devices(product)))
    .devices;
}

/** GET /{product}/open-api/devices/:id — one device; rejects with status 404 when unknown. */
export async function getDevice(id: string): Promise<CatalogueDevice> {
  const product = await getProductSlug();
  return expectSuccess(await http.get<DeviceResponse>(MARKETING_API_PATHS.device(product, id)))
    .device;
}
