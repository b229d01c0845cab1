import { createInstance, type TFunction } from 'i18next';
import { ApiError } from '@itam/shared/api';
import { SHOP_ERROR_CODES } from '@itam/shared/contracts/shop';
import en from '../../locales/en/shop.json';
import hi from '../../locales/hi/shop.json';
import { errorText, fieldError, fieldErrors } from '../error-text';

async function translator(lng: 'en' | 'hi'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    ns: ['shop'],
    defaultNS: 'shop',
    resources: { en: { shop: en }, hi: { shop: hi } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'shop');
}

let tEn: TFunction;
let tHi: TFunction;
beforeAll(async () => {
  [tEn, tHi] = await Promise.all([translator('en'), translator('hi')]);
});

describe('errorText', () => {
  it('has an English and a Hindi text for every refusal code of the shop API', () => {
    for (const code of SHOP_ERROR_CODES) {
      expect(en.errors.code).toHaveProperty([code]);
      expect(hi.errors.code).toHaveProperty([code]);
    }
  });

  it('says a known refusal in the user’s language, not the server’s English', () => {
    const refusal = new ApiError(
      403,
      'This order is at the manager step, which is not yours to decide',
      [],
      'SHOP_NOT_YOUR_STEP',
    );
    expect(errorText(tHi, refusal)).toBe('ऑर्डर का मौजूदा मंज़ूरी चरण आपके निर्णय का नहीं है।');
    expect(errorText(tEn, refusal)).toBe(
      "The order's current approval step is not yours to decide.",
    );
  });

  it("says why a leaver's exit refuses a hand-over, in the user's language", () => {
    const refusal = new ApiError(
      409,
      "IT has signed Rohan Mehta's exit with every asset recovered: no asset is assigned to them before the exit is completed",
      [{ field: 'employeeId', message: 'IT has signed' }],
      'EXIT_RECOVERY_SIGNED',
    );
    expect(errorText(tEn, refusal)).toBe(en.errors.code.EXIT_RECOVERY_SIGNED);
    expect(errorText(tHi, refusal)).toContain('निकास पूरा होने तक उसे कुछ भी नहीं सौंपा जा सकता');
    const recovered = new ApiError(409, 'Dock is recorded as returned', [], 'EXIT_ITEM_RECOVERED');
    expect(errorText(tHi, recovered)).toBe(hi.errors.code.EXIT_ITEM_RECOVERED);
  });

  it('falls back to a translated message by status for a refusal it does not know', () => {
    const unknown = new ApiError(409, 'A rule added later', [], 'SHOP_LATER_RULE');
    expect(errorText(tHi, unknown)).toBe(hi.errors.conflict);
    expect(errorText(tEn, new ApiError(404, 'Gone'))).toBe(en.errors.notFound);
    expect(errorText(tEn, new ApiError(0, 'Network Error'))).toBe(en.errors.network);
    expect(errorText(tEn, new ApiError(500, 'Internal server error'))).toBe(en.errors.server);
    expect(errorText(tEn, new ApiError(418, 'Odd'))).toBe(en.errors.refused);
    expect(errorText(tHi, new Error('bug'))).toBe(hi.errors.unexpected);
  });

  it('names the field of a 400 of the input’s shape by its label, in the language', () => {
    const invalid = new ApiError(400, 'Invalid vendor: Enter the vendor', [
      { field: 'vendor', message: 'Enter the vendor' },
    ]);
    expect(errorText(tEn, invalid)).toBe(
      'The server did not accept “Vendor”: check it and try again.',
    );
    expect(errorText(tHi, invalid)).toBe(
      'सर्वर ने “विक्रेता” स्वीकार नहीं किया: इसे जाँचकर फिर से कोशिश करें।',
    );
    const unnamed = new ApiError(400, 'Invalid body', [{ field: 'body', message: 'Bad JSON' }]);
    expect(errorText(tEn, unnamed)).toBe(en.errors.badInput);
  });

  it('puts a refusal beside the field it names', () => {
    const taken = new ApiError(
      400,
      'Invalid invoiceId: Another purchase order of your company has this number',
      [{ field: 'invoiceId', message: 'Another purchase order of your company has this number' }],
      'SHOP_PURCHASE_ORDER_NUMBER_TAKEN',
    );
    expect(fieldError(tHi, taken, 'invoiceId')).toBe(
      hi.errors.code.SHOP_PURCHASE_ORDER_NUMBER_TAKEN,
    );
    expect(fieldError(tHi, taken, 'vendor')).toBeUndefined();
    const shape = new ApiError(400, 'Invalid components.0.model', [
      { field: 'components.0.model', message: 'Enter the model' },
    ]);
    expect(fieldError(tEn, shape, 'components')).toBe(en.errors.invalidValue);
    expect(fieldErrors(tEn, shape)).toEqual({ 'components.0.model': en.errors.invalidValue });
  });
});
