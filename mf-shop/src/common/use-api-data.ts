/** The kit's one-read loader; screens of this remote import it from here or from the kit. */
export { useApiData, type ApiData } from '@itam/shared/ui';
