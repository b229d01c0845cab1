import { AxiosError, AxiosHeaders } from 'axios';
import { resetI18nForTests, setLanguage } from '../../i18n/i18n-instance';
import { toApiError } from '../api-error';
import { describeFieldIssue } from '../field-issue-text';

afterEach(() => {
  resetI18nForTests();
  localStorage.clear();
});

/** What axios throws for a 400 with this body. */
function refused(body: object): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', config, null, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config,
    data: { type: 'error', ...body },
  });
}

const tooShort = {
  field: 'firstName',
  code: 'required' as const,
  message: 'Too small: expected string to have >=1 characters',
};
const tooLong = {
  field: 'lines.0.reason',
  code: 'too_big' as const,
  origin: 'string' as const,
  maximum: 1000,
  message: 'Too big: expected string to have <=1000 characters',
};

describe('describeFieldIssue', () => {
  it('writes each code as an English sentence naming the field, with its limit', async () => {
    await setLanguage('en');
    expect(describeFieldIssue(tooShort)).toBe('First name is required');
    expect(describeFieldIssue(tooLong)).toBe('Reason must have at most 1000 characters');
    expect(
      describeFieldIssue({
        field: 'assetTypeId',
        code: 'invalid_format',
        format: 'uuid',
        message: '',
      }),
    ).toBe('Asset type id must be an id');
    expect(
      describeFieldIssue({
        field: 'clock',
        code: 'invalid_enum',
        values: ['24h', '12h'],
        message: '',
      }),
    ).toBe('Clock must be one of: 24h, 12h');
  });

  it('writes them in Hindi, with the kit’s word for the field or a generic one', async () => {
    await setLanguage('hi');
    expect(describeFieldIssue(tooShort)).toBe('पहला नाम भरना ज़रूरी है');
    expect(describeFieldIssue(tooLong)).toBe('कारण: अधिकतम 1000 अक्षर हो सकते हैं');
    expect(describeFieldIssue({ ...tooShort, field: 'tagLinkBase' })).toBe('यह फ़ील्ड भरना ज़रूरी है');
  });

  it("takes the form's own label for the field", async () => {
    await setLanguage('hi');
    expect(describeFieldIssue(tooShort, { labels: { firstName: 'आपका नाम' } })).toBe(
      'आपका नाम भरना ज़रूरी है',
    );
  });

  it("keeps a server's own sentence in English and reads a generic one in Hindi", async () => {
    const own = { field: 'currentPassword', message: 'The current password is not right' };
    await setLanguage('en');
    expect(describeFieldIssue(own)).toBe('The current password is not right');
    await setLanguage('hi');
    expect(describeFieldIssue(own)).toBe('मौजूदा पासवर्ड: यह मान स्वीकार नहीं हुआ');
  });
});

describe("a 400's issues through toApiError", () => {
  it('reach every screen in the user’s language, never as the validator’s text', async () => {
    await setLanguage('hi');
    const error = toApiError(
      refused({ error: 'First name is required', issues: [tooShort, tooLong] }),
    );
    expect(error.message).toBe('पहला नाम भरना ज़रूरी है');
    expect(error.issues.map((i) => i.message)).toEqual([
      'पहला नाम भरना ज़रूरी है',
      'कारण: अधिकतम 1000 अक्षर हो सकते हैं',
    ]);
    expect(error.issues[1]).toMatchObject({ code: 'too_big', maximum: 1000, origin: 'string' });
  });

  it('keep the text of a 400 whose issues have no code', async () => {
    await setLanguage('hi');
    const error = toApiError(
      refused({
        error: 'Invalid email: Someone already signs in with this email',
        issues: [{ field: 'email', message: 'Someone already signs in with this email' }],
      }),
    );
    expect(error.message).toBe('Invalid email: Someone already signs in with this email');
    expect(error.issues[0]?.message).toBe('Someone already signs in with this email');
  });
});
